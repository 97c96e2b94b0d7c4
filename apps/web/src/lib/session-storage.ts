/** Where the bearer token and the user type id live between visits (spec 1 section 2.4). */
const TOKEN_KEY = 'jobflow.token';
const USER_TYPE_KEY = 'jobflow.user_type_id';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return read(TOKEN_KEY);
}

export function getStoredUserTypeId(): number | null {
  const raw = read(USER_TYPE_KEY);
  if (raw === null || raw === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

export function storeSession(token: string, userTypeId: number | null): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  if (userTypeId === null) window.localStorage.removeItem(USER_TYPE_KEY);
  else window.localStorage.setItem(USER_TYPE_KEY, String(userTypeId));
}

export function clearStoredSession(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(USER_TYPE_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}
