/**
 * The offline write queue (issue #17, decision 040): entries a form could not send are kept in IndexedDB (database
 * "attune-offline", one object store keyed by the write's Idempotency-Key) and sent later, by the service worker's
 * Background Sync where the browser has it, and by the page on `online` and on opening everywhere.
 *
 * Runs in pages and in the service worker alike, so only web APIs: no React, no Next, nothing of the server. The
 * rules (requests, verdicts) are in writes.ts and the sending loop in flush.ts; this file stores and locks.
 */
import { flushWith, type OfflineStore } from "./flush";
import {
  newQueuedWrite,
  OFFLINE_DB_NAME,
  OFFLINE_DB_VERSION,
  OFFLINE_STORE,
  OFFLINE_SYNC_TAG,
  type NewOfflineWrite,
  type OfflineRecord,
  type QueuedWrite,
  type SettledWrite,
} from "./writes";

export type { NewOfflineWrite, QueuedWrite, SettledWrite } from "./writes";

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const idb = globalThis.indexedDB;
    if (!idb) {
      reject(new Error("IndexedDB is not available"));
      return;
    }
    const request = idb.open(OFFLINE_DB_NAME, OFFLINE_DB_VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(OFFLINE_STORE)) {
        request.result.createObjectStore(OFFLINE_STORE, { keyPath: "id" });
      }
    };
    request.onsuccess = () => {
      const db = request.result;
      // A later version opened elsewhere (another tab, the service worker) must not wait on this connection.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error("IndexedDB open failed"));
  });
}

/**
 * One transaction on the store. `run` issues its requests synchronously and returns a reader for the result, read
 * once the transaction has committed (so a caller never acts on a write that was rolled back).
 */
async function transact<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => () => T): Promise<T> {
  const db = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(OFFLINE_STORE, mode);
      const result = run(transaction.objectStore(OFFLINE_STORE));
      transaction.oncomplete = () => resolve(result());
      transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB transaction failed"));
      transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
    });
  } finally {
    db.close();
  }
}

const indexedDbStore: OfflineStore = {
  all: () =>
    transact("readonly", (store) => {
      const request = store.getAll();
      return () => request.result as OfflineRecord[];
    }),
  put: (record) =>
    transact("readwrite", (store) => {
      store.put(record);
      return () => undefined;
    }),
};

/**
 * Keeps a form's entry for later. Rejects when IndexedDB is unavailable (some private modes): the form then says
 * the save failed, as it did before there was a queue. The same id again replaces the record (one entry, one key).
 */
export async function queueOfflineWrite(write: NewOfflineWrite): Promise<void> {
  await indexedDbStore.put(newQueuedWrite(write, Date.now()));
}

/** The writes still waiting to be sent, oldest first; only `ownerId`'s when given. */
export async function pendingOfflineWrites(ownerId?: string): Promise<QueuedWrite[]> {
  const records = await indexedDbStore.all();
  return records
    .filter((record): record is QueuedWrite => record.state === "pending")
    .filter((write) => ownerId === undefined || write.ownerId === ownerId)
    .sort((a, b) => a.queuedAt - b.queuedAt);
}

/** Deletes the records `match` picks, in one transaction, and returns them. */
function removeRecords(match: (record: OfflineRecord) => boolean): Promise<OfflineRecord[]> {
  return transact("readwrite", (store) => {
    const removed: OfflineRecord[] = [];
    const cursor = store.openCursor();
    cursor.onsuccess = () => {
      const current = cursor.result;
      if (!current) return;
      const record = current.value as OfflineRecord;
      if (match(record)) {
        removed.push(record);
        current.delete();
      }
      current.continue();
    };
    return () => removed;
  });
}

/**
 * Hands `ownerId`'s sent receipts and refusals to the caller (a page, to tell them) and deletes them, in one
 * transaction: two tabs asking at once never both announce the same entry. Other people's records stay.
 */
export async function takeSettledWrites(ownerId: string): Promise<SettledWrite[]> {
  const taken = await removeRecords((record) => record.state !== "pending" && record.ownerId === ownerId);
  return (taken as SettledWrite[]).sort((a, b) => a.queuedAt - b.queuedAt);
}

/**
 * Deletes everything this device keeps for `ownerId` — waiting entries (their notes included), receipts, refusals —
 * after that account was deleted: there is no one left to send them for. Other people's records stay.
 */
export async function discardOfflineWrites(ownerId: string): Promise<number> {
  return (await removeRecords((record) => record.ownerId === ownerId)).length;
}

/** Runs `work` holding the "attune-offline-writes" Web Lock where there is one, so the page and the SW take turns. */
async function underWebLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (!locks || typeof locks.request !== "function") return work();
  return (await locks.request(OFFLINE_SYNC_TAG, () => work())) as T;
}

type FlushCounts = { sent: number; failed: number; kept: number };

/** The pass running in this context, if any: a second caller joins it instead of starting another. */
let inFlight: Promise<FlushCounts> | null = null;

/**
 * Sends the signed-in person's pending writes (see flush.ts): what the service worker's Background Sync
 * ("attune-offline-writes") and the page's `online`/opening both call. Never two passes at once in one context (the
 * module-level promise), nor in two (the Web Lock); even if they overlapped, the Idempotency-Key would make the
 * server store each entry once. Sent and refused writes leave records for the owner's page (takeSettledWrites).
 */
export async function flushOfflineWrites(): Promise<{ sent: number; failed: number; kept: number }> {
  if (!globalThis.indexedDB) return { sent: 0, failed: 0, kept: 0 };
  inFlight ??= underWebLock(() =>
    flushWith({ store: indexedDbStore, fetch: (url, init) => globalThis.fetch(url, init), now: () => Date.now() }),
  )
    .then((report) => ({ sent: report.sent.length, failed: report.failed.length, kept: report.kept.length }))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The part of the Background Sync API used here (not in TypeScript's DOM types). */
interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** How long to wait for an active service worker: none may ever come (development, a browser without one). */
const SYNC_REGISTRATION_TIMEOUT_MS = 3_000;

/**
 * Asks the service worker to flush when the connection returns, even if this page is closed by then (Background
 * Sync, where the browser has it). True when registered; false anywhere it cannot be, which is fine: the page
 * flushes on `online` and on opening anyway.
 */
export async function registerBackgroundSync(timeoutMs = SYNC_REGISTRATION_TIMEOUT_MS): Promise<boolean> {
  if (typeof ServiceWorkerRegistration === "undefined" || !("sync" in ServiceWorkerRegistration.prototype)) {
    return false;
  }
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const registration = await Promise.race([container.ready, timeout]);
    if (!registration) return false;
    await (registration as ServiceWorkerRegistration & { sync: SyncManagerLike }).sync.register(OFFLINE_SYNC_TAG);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
