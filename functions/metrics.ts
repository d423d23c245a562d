// The names of the custom CloudWatch metrics the functions publish (Powertools metrics, EMF),
// shared with the dashboard (infra/monitoring.ts), which reads them back.

/** POWERTOOLS_METRICS_NAMESPACE and POWERTOOLS_SERVICE_NAME unless the environment says otherwise; `service` is every metric's dimension. */
export const METRICS_NAMESPACE = 'RulesApi';
export const SERVICE_NAME = 'rules-api';

/** What the worker did (functions/worker.ts), per invocation. */
export const WORK_METRICS = {
  /** Scenarios of ruling batches evaluated. */
  scenariosEvaluated: 'ScenariosEvaluated',
  /** Stored rulings re-evaluated by the nightly run, and those whose result no longer matches (drift). */
  rulingsChecked: 'RulingsChecked',
  rulingsChanged: 'RulingsChanged',
  /** Messages the worker handed back unfinished, its time running out. */
  messagesUnfinished: 'MessagesUnfinished',
} as const;
