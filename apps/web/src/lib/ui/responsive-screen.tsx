// A screen that is a sheet modal on wide screens and a page on narrow ones, as the password-recovery
// steps are (spec point 2: 780 px).
import type { ReactNode } from 'react';
import { WIDE_SCREEN_QUERY, useMediaQuery } from './media.ts';
import { Page } from './page.tsx';
import { SheetModal } from './sheet-modal.tsx';

export function ResponsiveScreen({ title, children }: { title: string; children: ReactNode }) {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  return wide ? (
    <SheetModal title={title}>{children}</SheetModal>
  ) : (
    <Page title={title}>{children}</Page>
  );
}
