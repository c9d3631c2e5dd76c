import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Pagination.css';

type PagerControl = 'first' | 'previous' | 'next' | 'last';

/** The page numbers, with first/previous/next/last arrows (the owners list). */
interface NumberedPages {
  kind: 'numbers';
  /** 0 on a phone: only the current page between the arrows. */
  siblings: number;
  /** The accessible name of the button of `page`. */
  pageLabel: (page: number) => string;
  /** The accessible name of each arrow. */
  controlLabel: (control: PagerControl) => string;
}

/** A step back and a step forward as text buttons, with "page N of M" between them (the audit log). */
interface SteppedPages {
  kind: 'steps';
  previous: string;
  next: string;
  /** "Page N of M", announced as it changes. */
  info: string;
}

export type PagerProps = {
  /** The accessible name of the `nav` landmark. */
  label: string;
  /** 1-based. */
  page: number;
  pages: number;
  onChange: (page: number) => void;
} & (NumberedPages | SteppedPages);

/**
 * The one pager of lists shown a page at a time (the owners list, the audit log): a labelled `nav` landmark holding
 * either numbered pages or a previous/next pair. The caller decides when a list needs one.
 */
export function Pager(props: PagerProps) {
  const { label, page, pages, onChange } = props;
  if (props.kind === 'numbers') {
    return (
      <Group component="nav" aria-label={label} justify="center">
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onChange}
          withEdges
          siblings={props.siblings}
          getItemProps={(item) => ({ 'aria-label': props.pageLabel(item) })}
          getControlProps={(control) => ({ 'aria-label': props.controlLabel(control) })}
        />
      </Group>
    );
  }
  return (
    <Stack component="nav" aria-label={label} gap="xs" align="center">
      {/* Both steps on one row even on a 360 px phone; where we are below them. */}
      <Group justify="center" gap="sm" wrap="nowrap">
        <Button variant="default" disabled={page <= 1} onClick={() => onChange(Math.max(1, page - 1))}>
          {props.previous}
        </Button>
        <Button variant="default" disabled={page >= pages} onClick={() => onChange(page + 1)}>
          {props.next}
        </Button>
      </Group>
      <Text size="sm" aria-live="polite">
        {props.info}
      </Text>
    </Stack>
  );
}
