import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LegalPageContainerProps {
  children: ReactNode;
  /** `main` for the public pages (which have no layout around them); `div` inside the signed-in layout. */
  component?: 'main' | 'div';
}

/** A centred reading column of about 70 characters, with room to breathe on phones and desktops. */
export function LegalPageContainer({ children, component = 'div' }: LegalPageContainerProps) {
  return (
    <Box component={component} px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 'xl' }}>
      <Box maw="70ch" mx="auto">
        {children}
      </Box>
    </Box>
  );
}
