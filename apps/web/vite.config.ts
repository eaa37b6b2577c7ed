import { defineConfig, transformWithOxc, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * The theme (src/lib/theme.ts) uses neither CSS variables nor colour schemes, so MUI's
 * createTheme and ThemeProvider never take their CSS-variables branch (createThemeWithVars,
 * CssVarsProvider, InitColorSchemeScript…); dropping that branch takes about 7 KB gzip off the
 * first load. A stub that throws stands in for it. The build fails if MUI's code no longer
 * looks as expected, so an upgrade cannot silently undo (or break) this.
 */
function muiWithoutCssVariables(): Plugin {
  const stub = (name: string) =>
    `const ${name} = () => { throw new Error('MUI CSS variables are left out of this build (apps/web/vite.config.ts)'); };`;
  const edits = [
    {
      file: /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
      from: 'import createThemeWithVars from "./createThemeWithVars.mjs";',
      to: stub('createThemeWithVars'),
    },
    {
      file: /[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
      from: 'import { CssVarsProvider } from "./ThemeProviderWithVars.mjs";',
      to: stub('CssVarsProvider'),
    },
  ];
  return {
    name: 'mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const edit = edits.find((e) => e.file.test(id));
      if (!edit) return null;
      if (!code.includes(edit.from)) this.error(`${id} changed: update muiWithoutCssVariables in vite.config.ts`);
      return { code: code.replace(edit.from, edit.to), map: null };
    },
  };
}

/**
 * Marks CommonJS packages that declare no `sideEffects` as side-effect free, so tree-shaking can
 * drop them while nothing uses them.
 */
function sideEffectFree(pattern: RegExp): Plugin {
  return {
    name: 'side-effect-free',
    apply: 'build',
    transform(code, id) {
      return pattern.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

/**
 * src/early-language.ts as a script of its own, first in index.html's head: a page that opens in
 * Arabic starts fetching the Arabic words while the app's code downloads, not after it has run.
 * (A second module script in index.html would be merged into the app's entry and wait for it.)
 */
function earlyLanguageScript(): Plugin {
  return {
    name: 'early-language-script',
    apply: 'build',
    options(opts) {
      const input = typeof opts.input === 'string' ? { index: opts.input } : Array.isArray(opts.input) ? Object.fromEntries(opts.input.map((f, i) => [`entry${i}`, f])) : (opts.input ?? { index: 'index.html' });
      return { ...opts, input: { ...input, 'early-language': fileURLToPath(new URL('./src/early-language.ts', import.meta.url)) } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'early-language');
        if (!chunk) throw new Error('early-language.ts was not built');
        return [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${chunk.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}

/**
 * A TypeScript module as a data: URL, its relative imports (another part of a dictionary, such as
 * ar-law.ts) made data: URLs too: a data: module has no folder to resolve them from.
 */
async function moduleUrl(file: string): Promise<string> {
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
  let out = code;
  for (const m of code.matchAll(/from\s+["'](\.{1,2}\/[^"']+)\.js["']/g)) {
    out = out.replace(m[0], `from ${JSON.stringify(await moduleUrl(path.resolve(path.dirname(file), `${m[1]}.ts`)))}`);
  }
  return `data:text/javascript;base64,${Buffer.from(out).toString('base64')}`;
}

/** A TypeScript module of plain values (a dictionary and its parts), evaluated here. */
async function evaluateModule(file: string): Promise<Record<string, unknown>> {
  return ((await import(await moduleUrl(file))) as { default: Record<string, unknown> }).default;
}

/**
 * src/lib/ar-public-words.ts, built as the sections of the Arabic dictionary that the public
 * pages use: the top-level sections of en-public.ts, whole (Arabic has more plural forms than
 * English, so keys are not picked one by one). A first page in Arabic then downloads those
 * instead of the whole dictionary, as English does with en-public.ts.
 */
function arabicPublicWords(): Plugin {
  const module = fileURLToPath(new URL('./src/lib/ar-public-words.ts', import.meta.url));
  const dictionaries = fileURLToPath(new URL('../../packages/shared/src/i18n/', import.meta.url));
  return {
    name: 'arabic-public-words',
    apply: 'build',
    async load(id) {
      if (id.split('?')[0] !== module) return null;
      const [ar, enPublic] = await Promise.all([evaluateModule(path.join(dictionaries, 'ar.ts')), evaluateModule(path.join(dictionaries, 'en-public.ts'))]);
      const missing = Object.keys(enPublic).filter((section) => !(section in ar));
      if (missing.length) this.error(`ar.ts has no ${missing.join(', ')}`);
      const words = Object.fromEntries(Object.keys(enPublic).map((section) => [section, ar[section]]));
      // JSON.parse of a string: parsed faster than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(words))});`;
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli and gzip copies (x.js.br, x.js.gz) beside every text file of the output, made once here
 * at the highest levels (3–5 s of processor time for the whole app); the server sends the one the
 * browser accepts and never compresses per request (apps/server/src/plugins/external/web.ts).
 * A pass over the finished output directory, after vite-plugin-pwa's closeBundle: a library such as
 * vite-plugin-compression2 compresses the bundle while it is generated, so the service worker and
 * Workbox's runtime (sw.js, workbox-*.js), which vite-plugin-pwa writes only after the bundle, were
 * left uncompressed. Files under 1 KB gain nothing on the wire; fonts and images are compressed
 * already. A copy no smaller than its file is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(outDir, { recursive: true })).filter((f) => /\.(html|js|mjs|css|svg|json|webmanifest|txt)$/.test(f));
        await Promise.all(
          files.map(async (file) => {
            const full = path.join(outDir, file);
            const data = await readFile(full);
            if (data.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
              gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < data.length) await writeFile(`${full}.br`, br);
            if (gz.length < data.length) await writeFile(`${full}.gz`, gz);
          }),
        );
      },
    },
  };
}

// The Fastify server serves dist/ with an SPA fallback; in development Vite proxies /api to it.
export default defineConfig({
  plugins: [
    react(),
    muiWithoutCssVariables(),
    earlyLanguageScript(),
    arabicPublicWords(),
    // Only emotion's withTheme uses hoist-non-react-statics (with its own react-is 16), and nothing
    // here calls withTheme: about 1 KB gzip less on the first load.
    sideEffectFree(/[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/),
    // The installable app: the manifest and a Workbox service worker (dist/sw.js) that
    // precaches the shell and every route chunk, answers navigations with index.html (so the app
    // opens offline and says so), and never touches /api: personal data is never cached.
    // main.tsx registers it after load (injectRegister: null keeps the plugin's script out).
    VitePWA({
      injectRegister: null,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/dashboard/default',
        name: 'HR Leave Tracker',
        short_name: 'HR Portal',
        description: 'Attendance, leave, permissions and overtime.',
        lang: 'en',
        dir: 'auto',
        start_url: '/dashboard/default',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#ffffff',
        theme_color: '#c62828',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell, every lazy route chunk and the fonts' woff2 (the woff fallbacks only serve
        // browsers without a service worker anyway).
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/iclock\//, /^\/healthz/],
        // No runtimeCaching: requests the precache does not hold (every /api call) go to the
        // network untouched, so answers with personal data are never stored by the worker.
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    // After the service worker is written: every text file gets its .br and .gz.
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // One stylis: @emotion/cache pins its own (4.2), and the app's prefixer (lib/emotion-caches.ts)
      // and stylis-plugin-rtl took the newer top-level one too, a second copy on the first load
      // (2 KB gzip). Everything now uses emotion's, the prefixer emotion uses by default.
      { find: /^stylis$/, replacement: path.dirname(createRequire(createRequire(import.meta.url).resolve('@emotion/cache')).resolve('stylis/package.json')) },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What the page's first script (src/early-language.ts) needs, on its own: left in a
              // larger chunk, that script would wait for it and its imports.
              name: 'first-language',
              test: /apps[\\/]web[\\/]src[\\/]lib[\\/]language-choice\.ts$|vite[\\/]preload-helper/,
              priority: 20,
            },
            {
              // The MUI pieces the public pages use, as one chunk: a dozen tiny chunks compress
              // worse than one. Everything else of MUI stays with the page that uses it. List
              // components only: their dependencies follow them into the chunk, while a whole
              // folder (utils/, internal/) would also bring what only other pages use.
              name: 'mui-base',
              test: /node_modules[\\/]@mui[\\/]material[\\/](ButtonBase|Button|Typography|OutlinedInput|InputBase|InputLabel|FormLabel|FormControl|FormHelperText|InputAdornment|IconButton|Paper|Link|Stack|Box|CircularProgress|SvgIcon|styles|CssBaseline)[\\/]/,
              priority: 10,
            },
            {
              // useInfiniteQuery (the notifications panel) stays with its page.
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](?!.*(useInfiniteQuery|infiniteQueryObserver))/,
              priority: 10,
            },
            {
              // App code shared by the public pages (sign-in, sign-up, reset…), as one chunk.
              name: 'public',
              test: /apps[\\/]web[\\/]src[\\/](components[\\/](layouts[\\/]|form[\\/]text-input|language-toggle)|hooks[\\/](use-language|use-public-settings|use-document-title)|lib[\\/](errors|preferences)|features[\\/]auth[\\/]components[\\/](form-error|submit-button))/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
