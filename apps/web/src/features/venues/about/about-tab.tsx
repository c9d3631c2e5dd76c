import { Button, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VenueDetails } from '@noite/shared';
import { AboutContent } from './about-content.tsx';
import { aboutDrafts } from './about-drafts.ts';
import { AboutForm } from './about-form.tsx';
import classes from './about.module.css';
import { ABOUT_NS } from './i18n.ts';

export interface AboutTabProps {
  venue: VenueDetails;
  /** The venue's owner or an admin: gets the edit-about form (spec §2 about tab). */
  canEdit: boolean;
}

/** The about tab: what visitors see and, for the owner, an edit button that turns it into the form. */
export function AboutTab({ venue, canEdit }: AboutTabProps) {
  const { t } = useTranslation(ABOUT_NS);
  // A form left with unsaved text opens again with it (about-drafts.ts).
  const [editing, setEditing] = useState(() => aboutDrafts.has(venue._id));
  if (canEdit && editing) return <AboutForm venue={venue} onDone={() => setEditing(false)} />;
  return (
    <Stack gap="md">
      {canEdit ? (
        <div className={classes.editBar}>
          <Button
            size="md"
            variant="light"
            leftSection={<IconPencil size={18} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            {t('open')}
          </Button>
        </div>
      ) : null}
      <AboutContent about={venue.about} />
    </Stack>
  );
}
