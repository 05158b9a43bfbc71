export async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const base = process.env.API_BASE_URL ?? "http://localhost:8080";
  const res = await fetch(base + path, {
    ...init,
    headers: { ...init.headers, Authorization: `Bearer ${process.env.API_TOKEN ?? ""}` },
  });
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
  return (await res.json()) as T;
}
