import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';

/** English: a plain cache. */
export const ltrCache = createCache({ key: 'muiltr', stylisPlugins: [prefixer] });

let rtlCache: EmotionCache | null = null;

/**
 * Arabic: every directional style is flipped by stylis-plugin-rtl. The plugin (with cssjanus)
 * is fetched together with the Arabic texts, only when Arabic is chosen.
 */
export async function loadRtlCache(): Promise<EmotionCache> {
  if (!rtlCache) {
    const { default: rtlPlugin } = await import('stylis-plugin-rtl');
    rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
  }
  return rtlCache;
}

export const getRtlCache = (): EmotionCache | null => rtlCache;
