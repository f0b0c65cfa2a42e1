import { MIGRATION_LOCK_ID } from "@/db/migrate";

/**
 * What playwright.instances.config.ts chooses once, in the runner, and hands through the environment to the cluster
 * (cluster.ts) and the spec's workers: three ports, the run's directory and a database name of its own.
 */
export interface ClusterConfig {
  ports: { a: number; b: number; control: number };
  urls: { a: string; b: string };
  controlUrl: string;
  runDir: string;
  databaseName: string;
  /** The database the cluster's processes share. */
  databaseUrl: string;
  /** TEST_DATABASE_URL: a role that may create and drop databases; the run's database is made and dropped there. */
  adminUrl: string;
}

export function clusterConfig(): ClusterConfig {
  const adminUrl = required("TEST_DATABASE_URL");
  const [a, b, control] = required("ATTUNE_INSTANCES_PORTS").split(",").map(Number) as [number, number, number];
  const databaseName = required("ATTUNE_INSTANCES_DATABASE");
  if (!/^attune_instances_[a-z0-9_]+$/.test(databaseName)) throw new Error(`Unexpected database name ${databaseName}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  return {
    ports: { a, b, control },
    urls: { a: `http://127.0.0.1:${a}`, b: `http://127.0.0.1:${b}` },
    controlUrl: `http://127.0.0.1:${control}`,
    runDir: required("ATTUNE_INSTANCES_RUN_DIR"),
    databaseName,
    databaseUrl: databaseUrl.toString(),
    adminUrl,
  };
}

/** One Resend API key per worker, so each recorded send says which worker made it. */
export const WORKER_KEYS = ["re_worker_1", "re_worker_2"] as const;

/** The migration lock's key, and how pg_locks shows a bigint advisory key: its high and low 32 bits. */
export const MIGRATION_LOCK = {
  key: MIGRATION_LOCK_ID,
  classid: Number(BigInt(MIGRATION_LOCK_ID) >> 32n),
  objid: Number(BigInt(MIGRATION_LOCK_ID) & 0xffffffffn),
};

export interface RecordedSend {
  apiKey: string;
  idempotencyKey: string;
  to: string;
  subject: string;
}

export interface ClusterState {
  ready: boolean;
  /** How many instances were waiting for the migration lock at once when the cluster let them migrate. */
  migrationLockWaiters: number;
  sent: RecordedSend[];
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      name === "TEST_DATABASE_URL"
        ? "Set TEST_DATABASE_URL=postgres://... (a role that may create databases) to run the two-instance test."
        : `${name} is not set: run the test with npm run test:instances (playwright.instances.config.ts sets it).`,
    );
  }
  return value;
}
