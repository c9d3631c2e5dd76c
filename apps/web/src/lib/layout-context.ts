import { useOutletContext } from 'react-router';
import type { paths } from '../config/paths.ts';

/** A menu key that opens a dialog instead of a page (spec §2). */
export type DialogKey = typeof paths.logout | typeof paths.deleteAccount;

export interface LayoutContext {
  /** Highlights the dialog's key and opens its confirmation; cancelling restores the previous highlight. */
  openDialog(key: DialogKey): void;
}

/** The shared layout's actions, or undefined when a page is rendered on its own (tests). */
export function useLayout(): LayoutContext | undefined {
  return useOutletContext<LayoutContext | undefined>() ?? undefined;
}
