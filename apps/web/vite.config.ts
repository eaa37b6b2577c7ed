import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
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

// The Fastify server serves dist/ with an SPA fallback; in development Vite proxies /api to it.
export default defineConfig({
  plugins: [
    react(),
    muiWithoutCssVariables(),
    // Only emotion's withTheme uses hoist-non-react-statics (with its own react-is 16), and nothing
    // here calls withTheme: about 1 KB gzip less on the first load.
    sideEffectFree(/[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
