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
  startJobRunner,
  runDeliveryPass,
  DEFAULT_POLL_INTERVAL_MS,
  type JobRunner,
  type JobRunnerOptions,
} from "./runner";
