import { createContext, useContext } from 'react';

/** Live counts shown on menu links, by path (the approval inbox count on its link). */
export const MenuBadgesContext = createContext<Readonly<Record<string, number>>>({});
export const useMenuBadge = (path: string | undefined): number => {
  const badges = useContext(MenuBadgesContext);
  return path ? (badges[path] ?? 0) : 0;
};
