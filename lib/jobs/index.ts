export { deliverDueMessages, MAX_ATTEMPTS, DELIVERY_LOCK_MS } from "./deliver";
export { runDueJobs, JOB_HANDLERS, SCHEDULED_MAX_ATTEMPTS, type JobHandler } from "./scheduled";
export { startJobRunner, runDeliveryPass, type JobRunner } from "./runner";
