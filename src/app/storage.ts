// The browser's localStorage, or a stand-in that refuses every call when the browser blocks it
// (private modes, sandboxed frames): the store then reports that changes are not being saved.
import type { StorageLike } from '../store';

const refusing: StorageLike = {
  getItem: () => {
    throw new Error('storage is unavailable');
  },
  setItem: () => {
    throw new Error('storage is unavailable');
  },
  removeItem: () => {
    throw new Error('storage is unavailable');
  },
};

export function browserStorage(): Storage | StorageLike {
  try {
    const storage = window.localStorage;
    storage.getItem('delegation-workbench:probe');
    return storage;
  } catch {
    return refusing;
  }
}
