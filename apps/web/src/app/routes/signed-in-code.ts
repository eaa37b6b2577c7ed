import { loadAppDictionary } from '@/lib/i18n';
import { loadShared } from '@/lib/lazy-shared';

/**
 * The code of the first signed-in screens, shared by the router (routes' `lazy`) and the
 * prefetches: the sign-in page fetches the layout, the dashboard and the rest of the words while
 * the visitor types (sign-in lands on the dashboard), and the layout fetches the inbox (where the
 * menu's badge and the dashboard's approvals lead) once the page is idle.
 */
// The layout comes with the rest of the English words (the first page carries only the public ones).
export const loadAppLayout = () => Promise.all([import('../layout/app-layout'), loadAppDictionary()]).then(([m]) => m);
export const loadDashboard = () => import('./app/dashboard');
export const loadInbox = () => import('./app/inbox');

/** What signing in and the dashboard need: the layout, the dashboard, the words, the shared schemas. */
export const loadSignedInStart = () => Promise.all([loadAppLayout(), loadDashboard(), loadShared()]);
