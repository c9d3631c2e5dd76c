import { Button, Group } from '@mantine/core';

export interface FormActionsProps {
  /** The buttons' texts, from the form's catalogue. */
  cancelLabel: string;
  saveLabel: string;
  /** The save is under way: save spins, cancel waits. */
  pending: boolean;
  onCancel(): void;
}

/** A form's cancel and save buttons, at the end of the form, side by side and as wide as they fit on a phone. */
export function FormActions({ cancelLabel, saveLabel, pending, onCancel }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" grow preventGrowOverflow={false}>
      <Button variant="default" size="md" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" size="md" loading={pending}>
        {saveLabel}
      </Button>
    </Group>
  );
}
