// The example scenarios of examples/, put in the bundle by explorer/build.ts.
declare module 'explorer:examples' {
  export const EXAMPLES: { file: string; title: string; scenario: unknown }[];
}
