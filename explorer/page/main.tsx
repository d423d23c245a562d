// The explorer's entry point: the page (app.tsx) drawn into #app.

import { render } from 'preact';
import { App } from './app';

render(<App />, document.getElementById('app')!);
