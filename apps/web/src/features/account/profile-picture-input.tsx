import { Alert, Avatar, FileButton, Indicator, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCamera, IconPhotoExclamation } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkImage } from '../../lib/check-image.ts';
import classes from './account-page.module.css';

export interface ProfilePictureInputProps {
  /** The stored picture's URL, if any. */
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
}

/** Click the picture to choose a new one; a preview replaces it until the form is saved. */
export function ProfilePictureInput({ current, file, onChange }: ProfilePictureInputProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = (chosen: File | null) => {
    if (!chosen) return;
    const issue = checkImage(chosen);
    if (issue) {
      setProblem(t(issue, { ns: 'shared' }));
      return;
    }
    setProblem(null);
    onChange(chosen);
  };

  return (
    <Stack align="center" gap="xs">
      <FileButton onChange={pick} accept="image/*">
        {(props) => (
          <UnstyledButton {...props} className={classes.pictureButton} aria-label={t('account.changePicture')}>
            <Indicator
              inline
              size={34}
              offset={14}
              position="bottom-end"
              color="noite"
              withBorder
              // Mantine's default (200) would draw the camera over the fixed header (100) when the page scrolls.
              zIndex={1}
              label={<IconCamera size={16} aria-hidden />}
            >
              <Avatar src={preview ?? current} alt="" color="noite" size={112} radius={112} />
            </Indicator>
          </UnstyledButton>
        )}
      </FileButton>
      <Text size="xs" c="dimmed" ta="center">
        {t('account.pictureHint')}
      </Text>
      {problem ? (
        <Alert color="red" variant="light" icon={<IconPhotoExclamation size={20} aria-hidden />} role="alert" w="100%">
          {problem}
        </Alert>
      ) : null}
    </Stack>
  );
}
