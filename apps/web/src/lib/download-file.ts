import { isErrorCode } from '@hr/shared';
import { ApiError } from '@/lib/api-client';
import { tokenStore } from '@/lib/token-store';

/** Fetches a file with the Bearer header and hands it to the browser as a download. */
export async function downloadFile(path: string, query: Record<string, string | number | undefined>, fallbackName: string): Promise<void> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  const session = tokenStore.get();
  let res: Response;
  try {
    res = await fetch(`/api${path}${qs ? `?${qs}` : ''}`, { headers: session ? { Authorization: `Bearer ${session.accessToken}` } : {} });
  } catch {
    throw new ApiError('NETWORK', 0);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { code?: unknown; params?: Record<string, string | number> } | null;
    throw new ApiError(body && isErrorCode(body.code) ? body.code : res.status === 404 ? 'NOT_FOUND' : 'INTERNAL', res.status, undefined, [], body?.params ?? {});
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  const plain = /filename="([^"]+)"/i.exec(disposition);
  const name = star ? decodeURIComponent(star[1]) : plain ? plain[1] : fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
