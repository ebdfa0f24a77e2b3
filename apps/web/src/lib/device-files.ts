import { NOT_ENOUGH_STORAGE } from '@waymark/domain';

/**
 * Files kept in this browser (IndexedDB) until they can be uploaded: documents chosen while
 * logged out (spec 1 §4), which are far too big for the store's localStorage. A file the
 * browser has no room for fails with spec 3 §5's "Not enough storage space!".
 */

const DATABASE = 'waymark-files';
const STORE = 'files';

export class NotEnoughStorageError extends Error {
  override readonly name = 'NotEnoughStorageError';
  constructor() {
    super(NOT_ENOUGH_STORAGE);
  }
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('This browser cannot keep files.'));
  });
}

async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? request.error ?? new Error('Storage failed.'));
      transaction.onabort = () => reject(transaction.error ?? new Error('Storage failed.'));
    });
  } finally {
    database.close();
  }
}

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

/** Keeps `file` under `key`; too big for the room the browser grants is NotEnoughStorageError. */
export async function keepDeviceFile(key: string, file: Blob): Promise<void> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (estimate?.quota !== undefined && (estimate.usage ?? 0) + file.size > estimate.quota) {
    throw new NotEnoughStorageError();
  }
  try {
    await inStore('readwrite', (store) => store.put(file, key));
  } catch (error) {
    throw isQuotaError(error) ? new NotEnoughStorageError() : error;
  }
}

/** The file kept under `key`, or undefined when it is gone (another device, cleared storage). */
export async function readDeviceFile(key: string): Promise<Blob | undefined> {
  const found = await inStore<unknown>('readonly', (store) => store.get(key));
  return found instanceof Blob ? found : undefined;
}

export async function forgetDeviceFile(key: string): Promise<void> {
  await inStore('readwrite', (store) => store.delete(key));
}
