import { useMemo, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Avatar, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import type { MentionNodeAttrs } from '@tiptap/extension-mention';
import type { SuggestionOptions } from '@tiptap/suggestion';
import { matchCandidates, type TMentionCandidate } from './mention-match';
import classes from './rich-text-editor.module.css';

export type { TMentionCandidate } from './mention-match';

type TMenuState = {
  items: TMentionCandidate[];
  index: number;
  /** Positioned by the suggestion plugin under the caret; the list is portalled into it. */
  element: HTMLElement;
  command: (candidate: TMentionCandidate) => void;
};

type TSuggestion = Omit<SuggestionOptions<TMentionCandidate, MentionNodeAttrs>, 'editor'>;

/**
 * The '@' suggestion of the Mention extension, rendered by React: the plugin calls these
 * hooks; the menu state lives here and MentionMenu draws it.
 */
export function useMentionSuggestion(candidates: RefObject<readonly TMentionCandidate[]>) {
  const [state, setState] = useState<TMenuState | null>(null);
  const live = useRef<TMenuState | null>(null);

  const options = useMemo<TSuggestion>(() => {
    const update = (next: TMenuState | null) => {
      live.current = next;
      setState(next);
    };
    return {
      char: '@',
      items: ({ query }) => matchCandidates(candidates.current, query),
      render: () => {
        let element: HTMLElement | null = null;
        let unmount: (() => void) | null = null;
        const show = (items: TMentionCandidate[], command: (attrs: MentionNodeAttrs) => void) => {
          if (!element) return;
          update({
            items,
            index: 0,
            element,
            command: (c) => command({ id: String(c.id), label: c.full_name }),
          });
        };
        return {
          onStart: (props) => {
            element = document.createElement('div');
            element.className = classes.mentionLayer;
            unmount = props.mount(element);
            show(props.items, props.command);
          },
          onUpdate: (props) => show(props.items, props.command),
          onKeyDown: ({ event }) => {
            const current = live.current;
            if (!current || current.items.length === 0) return false;
            const count = current.items.length;
            if (event.key === 'ArrowDown') {
              update({ ...current, index: (current.index + 1) % count });
              return true;
            }
            if (event.key === 'ArrowUp') {
              update({ ...current, index: (current.index - 1 + count) % count });
              return true;
            }
            if (event.key === 'Enter' || event.key === 'Tab') {
              const item = current.items[current.index];
              if (item) current.command(item);
              return true;
            }
            return false;
          },
          onExit: () => {
            unmount?.();
            unmount = null;
            element = null;
            update(null);
          },
        };
      },
    };
  }, [candidates]);

  const pick = (candidate: TMentionCandidate) => live.current?.command(candidate);
  return { options, state, pick };
}

/** The id of the menu's option `index` (the editor's aria-activedescendant while it is open). */
const mentionOptionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * The editor's side of the menu for screen readers (the editable root, `dom`): while the menu
 * lists people, the option the arrows are on is its active descendant, so it is read out as it
 * changes although the caret stays in the text (WAI-ARIA's combobox pattern on a textbox).
 */
export function announceMention(dom: HTMLElement, listId: string, state: TMenuState | null) {
  if (state?.items.length) {
    dom.setAttribute('aria-controls', listId);
    dom.setAttribute('aria-activedescendant', mentionOptionId(listId, state.index));
  } else {
    dom.removeAttribute('aria-controls');
    dom.removeAttribute('aria-activedescendant');
  }
}

export type MentionMenuProps = {
  state: TMenuState | null;
  onPick: (candidate: TMentionCandidate) => void;
  /** The listbox's id (the editor points at it and at its options). */
  listId: string;
};

/** The list of people under the caret while typing '@name'. */
export function MentionMenu({ state, onPick, listId }: MentionMenuProps) {
  if (!state) return null;
  return createPortal(
    <Paper shadow="md" withBorder radius="sm" p={4} className={classes.mentionMenu}>
      {state.items.length === 0 ? (
        <Text size="sm" c="dimmed" px="xs" py={4} role="status">
          No one matches
        </Text>
      ) : (
        <div role="listbox" id={listId} aria-label="People to mention">
          {state.items.map((item, i) => (
            <UnstyledButton
              key={item.id}
              id={mentionOptionId(listId, i)}
              role="option"
              aria-selected={i === state.index}
              className={classes.mentionOption}
              data-active={i === state.index || undefined}
              // Keep the caret in the editor while choosing.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(item)}
            >
              <Group gap={8} wrap="nowrap">
                <Avatar size={22} radius="xl" color="brand" variant="light" fz={10}>
                  {item.initials}
                </Avatar>
                <Text size="sm" truncate>
                  {item.full_name}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
        </div>
      )}
    </Paper>,
    state.element,
  );
}
