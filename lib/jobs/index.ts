export {
  deliverDueMessages,
  retryDelayMs,
  MAX_ATTEMPTS,
  DELIVERY_BATCH_SIZE,
  DELIVERY_LOCK_MS,
  type DeliverOptions,
  type DeliveryReport,
  type Senders,
} from "./deliver";
export {
  runDueJobs,
  JOB_HANDLERS,
  SCHEDULED_MAX_ATTEMPTS,
  type JobHandler,
  type ScheduledJobOptions,
  type ScheduledJobReport,
} from "./scheduled";
export {
  startJobRunner,
  runDeliveryPass,
  runScheduledJobsPass,
  DEFAULT_POLL_INTERVAL_MS,
  type JobRunner,
  type JobRunnerOptions,
} from "./runner";
