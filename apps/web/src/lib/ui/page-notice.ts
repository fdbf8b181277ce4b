// What the app shell shows on every page between its toolbar and its content (the e-mail
// confirmation banner): the shell provides it, so pages and features need not know about it.
import { type ReactNode, createContext, useContext } from 'react';

export const PageNoticeContext = createContext<ReactNode>(null);

export function usePageNotice(): ReactNode {
  return useContext(PageNoticeContext);
}
