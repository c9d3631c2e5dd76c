import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, menuItemsField, type EditItemsInput, type VenueMenuCategory } from '@noite/shared';
import { withCounter } from '../../../components/form/counter.tsx';
import { useErrorText } from '../../../components/form/error-text.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useVenueMutation } from '../use-venue-mutation.ts';
import { editItems, withCategory } from './api.ts';
import { EditModal, EditModalActions } from './edit-parts.tsx';
import classes from './menu.module.css';
import { MENU_NS } from './i18n.ts';

export interface EditItemsModalProps {
  opened: boolean;
  onClose(): void;
  establishmentId: string;
  category: VenueMenuCategory;
  /** The category's name in the interface language. */
  name: string;
}

/** /menu-details for the owner (spec §2): the category's items, each removable, an add field and a save button. */
export function EditItemsModal({ opened, onClose, establishmentId, category, name }: EditItemsModalProps) {
  const { t } = useTranslation(MENU_NS);
  return (
    <EditModal opened={opened} onClose={onClose} title={t('itemsOf', { name })}>
      <EditItemsForm establishmentId={establishmentId} category={category} onDone={onClose} />
    </EditModal>
  );
}

/**
 * The list with `draft` added, as the shared rule reads it (§5: at most 40, empty ignored, no leading space, no
 * repeats): the new list, or the message key of what is wrong with the draft.
 */
function withDraft(items: string[], draft: string): { items: string[]; error?: undefined } | { error: string } {
  const result = menuItemsField.safeParse([...items, draft]);
  if (result.success) return { items: result.data };
  const issue =
    result.error.issues.find((entry) => entry.path.length === 0 || entry.path[0] === items.length) ??
    result.error.issues[0];
  return { error: issue?.message ?? 'validation.invalid' };
}

/** The 400's `items.N` messages by index. */
function itemErrorsOf(error: unknown): Record<number, string> {
  if (!(error instanceof ApiError)) return {};
  const byIndex: Record<number, string> = {};
  for (const { field, message } of error.fieldErrors) {
    const match = /^items\.(\d+)$/.exec(field);
    if (match) byIndex[Number(match[1])] = message;
  }
  return byIndex;
}

function EditItemsForm({
  establishmentId,
  category,
  onDone,
}: {
  establishmentId: string;
  category: VenueMenuCategory;
  onDone(): void;
}) {
  const { t } = useTranslation(MENU_NS);
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState(category.items);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();
  const [itemErrors, setItemErrors] = useState<Record<number, string>>({});
  const save = useVenueMutation<VenueMenuCategory, EditItemsInput>({
    establishmentId,
    title: t('edit.itemsAction'),
    mutationFn: editItems,
    update: (venue, result) => withCategory(venue, result.data),
  });

  const changeItems = (next: string[]) => {
    setItems(next);
    setItemErrors({});
  };

  const add = () => {
    const next = withDraft(items, draft);
    if (next.error !== undefined) {
      setDraftError(next.error);
      return;
    }
    changeItems(next.items);
    setDraft('');
    setDraftError(undefined);
    input.current?.focus();
  };

  const remove = (index: number) => {
    changeItems(items.filter((_, position) => position !== index));
    input.current?.focus();
  };

  // What is typed but not added yet is saved too: an owner who taps Save after typing expects it on the menu.
  const submit = () => {
    const next = withDraft(items, draft);
    if (next.error !== undefined) {
      setDraftError(next.error);
      input.current?.focus();
      return;
    }
    save.mutate(
      { establishmentId, menuId: category._id, items: next.items },
      {
        onSuccess: onDone,
        // Nothing typed is lost: the list and the draft stay as they were, with the server's word on each item.
        onError: (error) => {
          const errors = itemErrorsOf(error);
          if (errors[items.length] !== undefined) setDraftError(errors[items.length]);
          setItemErrors(errors);
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {items.length ? (
        <ul className={classes.editItems} aria-label={t('edit.itemList')}>
          {items.map((item, index) => (
            <li key={`${index}-${item}`} className={classes.editItem}>
              <div className={classes.editItemText}>
                <Text className={classes.breakAnywhere}>{item}</Text>
                {itemErrors[index] ? (
                  <Text size="sm" c="red.8">
                    {errorText(itemErrors[index])}
                  </Text>
                ) : null}
              </div>
              <ActionIcon
                variant="subtle"
                color="red.8"
                size={44}
                radius="xl"
                aria-label={t('edit.remove', { item })}
                onClick={() => remove(index)}
              >
                <IconX size={22} aria-hidden />
              </ActionIcon>
            </li>
          ))}
        </ul>
      ) : (
        <Text c="dimmed" py="sm">
          {t('edit.noItems')}
        </Text>
      )}

      <Group gap="sm" align="flex-start" wrap="nowrap" mt="md">
        <TextInput
          ref={input}
          className={classes.grow}
          size="md"
          label={t('edit.newItem')}
          placeholder={t('edit.newItemPlaceholder')}
          value={draft}
          maxLength={LIMITS.menuItemMax}
          // §5: an item never starts with a space, so one typed first is not taken.
          onChange={(event) => {
            setDraft(event.currentTarget.value.replace(/^\s+/, ''));
            setDraftError(undefined);
          }}
          onKeyDown={onKeyDown}
          enterKeyHint="done"
          autoComplete="off"
          description={withCounter(t('edit.newItemHint'), draft.length, LIMITS.menuItemMax)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errorText(draftError)}
        />
        <Button
          variant="light"
          size="md"
          // Level with the field: below its label, one line of the md label size.
          mt="calc(var(--mantine-font-size-md) * var(--mantine-line-height))"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={add}
          className={classes.addButton}
        >
          {t('edit.add')}
        </Button>
      </Group>

      <EditModalActions saving={save.isPending} onCancel={onDone} />
    </form>
  );
}
