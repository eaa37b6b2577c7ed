/**
 * A wide table's last column (the row's actions, a report's result) kept in view at the inline
 * end while the other columns scroll under it (at 1366 px with the menu open,
 * Resolve and Remaining were off-screen). Written in LTR terms: the RTL style cache turns `right`
 * and the shadow round. The scrolling container then leaves out its own end fade.
 */
export const STICKY_END_SX = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: 'inset 6px 0 6px -6px rgba(0, 0, 0, 0.35)',
} as const;
