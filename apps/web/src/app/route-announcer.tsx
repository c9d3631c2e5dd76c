import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { wasTouchedBeforeApp } from '../lib/early-input.ts';
import { focusPageHeading } from '../lib/route-focus.ts';

/**
 * After every client-side route change the person caused (not the first load, nor the redirects that follow it
 * before they touch anything: "/" → /login, a guard's), moves the focus to the new screen's main heading
 * and announces its text in a polite live region (decision 048). One place for every screen: a screen only has
 * to have its h1.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  // Typing or tapping on a page the server rendered counts too, though it came before this code (decision 079).
  const touched = useRef(wasTouchedBeforeApp());
  const [message, setMessage] = useState('');

  useEffect(() => {
    const onInput = () => {
      touched.current = true;
    };
    document.addEventListener('pointerdown', onInput, { capture: true, once: true });
    document.addEventListener('keydown', onInput, { capture: true, once: true });
    return () => {
      document.removeEventListener('pointerdown', onInput, { capture: true });
      document.removeEventListener('keydown', onInput, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!touched.current) return;
    setMessage('');
    return focusPageHeading(setMessage);
  }, [pathname]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </VisuallyHidden>
  );
}
