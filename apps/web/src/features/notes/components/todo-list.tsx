import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Checkbox, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TTodo } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { useAuthUser } from '@/lib/session';
import { validateForm } from '@/lib/validate';
import { AutoTextarea } from '@/ui/auto-textarea';
import { confirmDelete } from '@/ui/confirm';
import { focusWhenLost } from '@/ui/focus-when-lost';
import { useCreateTodo } from '../api/create-todo';
import { useDeleteTodo } from '../api/delete-todo';
import { useTodos } from '../api/get-todos';
import { useUpdateTodo } from '../api/update-todo';
import classes from './todo-list.module.css';

type TEditing = { mode: 'add' } | { mode: 'edit'; todo: TTodo } | null;

type TodoEditorProps = {
  initial: string;
  /** Delete is offered only for an existing item. */
  onDelete?: () => void;
  onSave: (title: string) => Promise<void>;
  onClose: () => void;
  saving: boolean;
};

/** The item text with Save, Delete (not while adding) and Close (spec 1 section 2.7). */
function TodoEditor({ initial, onDelete, onSave, onClose, saving }: TodoEditorProps) {
  const [title, setTitle] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    const checked = await validateForm((s) => s.ZTodoCreateSchema, { title, type: 'todo' });
    setError(checked.errors.title);
    if (!checked.success) return;
    await onSave(checked.data.title);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs" py={6}>
        <AutoTextarea
          aria-label="To-do item"
          placeholder="New item details..."
          minRows={2}
          maxRows={8}
          autoFocus
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={error}
          maxLength={2000}
        />
        <Group gap="xs" justify="flex-end">
          {onDelete ? (
            <Button variant="subtle" color="red" size="compact-sm" onClick={onDelete} disabled={saving} mr="auto">
              Delete
            </Button>
          ) : null}
          <Button variant="default" size="compact-sm" onClick={onClose} disabled={saving}>
            Close
          </Button>
          <Button type="submit" size="compact-sm" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** MY TO DO LIST (staff): tick to complete, double-click to edit, '+ Add Item' to add. */
export function TodoList() {
  const user = useAuthUser();
  const todos = useTodos(user.period_for_ticked_todo_items);
  const createTodo = useCreateTodo();
  const updateTodo = useUpdateTodo();
  const deleteTodo = useDeleteTodo();
  const [editing, setEditing] = useState<TEditing>(null);
  const [ticking, setTicking] = useState<number | null>(null);
  const items = todos.data ?? [];
  const listRef = useRef<HTMLDivElement>(null);
  /**
   * Where the focus goes once the editor has closed (its field and buttons, which had it, are
   * gone): the item edited, the next one after a delete, or Add Item; not to the page.
   */
  const focusAfterClose = useRef<number | 'add' | null>(null);
  const closeEditor = (focus: number | 'add') => {
    focusAfterClose.current = focus;
    setEditing(null);
  };
  useEffect(() => {
    const focus = focusAfterClose.current;
    const root = listRef.current;
    if (editing || focus === null || !root) return;
    focusAfterClose.current = null;
    focusWhenLost(() => (focus === 'add' ? null : root.querySelector<HTMLElement>(`[data-todo-id="${focus}"][tabindex]`)) ?? root.querySelector<HTMLElement>('[data-todo-add]'));
  }, [editing]);

  const startEdit = (todo: TTodo) => {
    if (!todo.is_completed) setEditing({ mode: 'edit', todo });
  };

  const tick = async (todo: TTodo) => {
    if (todo.is_completed || ticking !== null) return;
    setTicking(todo.id);
    try {
      await updateTodo.mutateAsync({ id: todo.id, is_completed: true });
      if (editing?.mode === 'edit' && editing.todo.id === todo.id) closeEditor(todo.id);
    } catch {
      // Shown by the API client.
    } finally {
      setTicking(null);
    }
  };

  const save = async (title: string) => {
    try {
      if (editing?.mode === 'edit') await updateTodo.mutateAsync({ id: editing.todo.id, title });
      else await createTodo.mutateAsync(title);
      closeEditor(editing?.mode === 'edit' ? editing.todo.id : 'add');
    } catch {
      // Shown by the API client; the editor stays open.
    }
  };

  const remove = async (todo: TTodo) => {
    if (!(await confirmDelete('Are you sure you want to delete this todo item?'))) return;
    try {
      const at = items.findIndex((t) => t.id === todo.id);
      const next = items[at + 1] ?? items[at - 1];
      await deleteTodo.mutateAsync(todo.id);
      notifySuccess('Todo item is deleted');
      closeEditor(next?.id ?? 'add');
    } catch {
      // Shown by the API client.
    }
  };

  const saving = createTodo.isPending || (updateTodo.isPending && ticking === null) || deleteTodo.isPending;

  return (
    <Stack gap="xs" component="section" aria-labelledby="my-todo-list">
      <Title order={2} id="my-todo-list" fz="sm" fw={600} lts="0.05em">
        MY TO DO LIST
      </Title>
      <Paper withBorder radius="md" px="md" py="xs" ref={listRef}>
        {todos.isPending ? (
          <Stack gap="sm" py={4} aria-busy="true">
            <Skeleton height={12} width="80%" />
            <Skeleton height={12} width="65%" />
            <Skeleton height={12} width="72%" />
          </Stack>
        ) : items.length === 0 && editing?.mode !== 'add' ? (
          <Text size="sm" c="dimmed" py={6}>
            No items.
          </Text>
        ) : (
          <div role="list" aria-label="To-do items">
            {items.map((todo) =>
              editing?.mode === 'edit' && editing.todo.id === todo.id ? (
                <div key={todo.id} role="listitem" className={classes.item}>
                  <div style={{ flex: 1 }}>
                    <TodoEditor
                      initial={todo.title}
                      saving={saving}
                      onSave={save}
                      onDelete={() => void remove(todo)}
                      onClose={() => closeEditor(todo.id)}
                    />
                  </div>
                </div>
              ) : (
                <div key={todo.id} role="listitem" className={classes.item} data-completed={todo.is_completed || undefined}>
                  <Checkbox
                    className={classes.checkbox}
                    size="xs"
                    radius="sm"
                    aria-label={`Complete: ${todo.title}`}
                    checked={todo.is_completed || ticking === todo.id}
                    disabled={todo.is_completed || ticking !== null}
                    onChange={() => void tick(todo)}
                  />
                  <span
                    className={classes.title}
                    data-completed={todo.is_completed || undefined}
                    data-todo-id={todo.id}
                    tabIndex={todo.is_completed ? undefined : 0}
                    role={todo.is_completed ? undefined : 'button'}
                    title={todo.is_completed ? 'Completed' : 'Double-click to edit'}
                    onDoubleClick={() => startEdit(todo)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === 'F2') {
                        event.preventDefault();
                        startEdit(todo);
                      }
                    }}
                  >
                    {todo.title}
                  </span>
                </div>
              ),
            )}
            {editing?.mode === 'add' ? (
              <div role="listitem">
                <TodoEditor initial="" saving={saving} onSave={save} onClose={() => closeEditor('add')} />
              </div>
            ) : null}
          </div>
        )}
        {editing?.mode !== 'add' ? (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            mt="xs"
            data-todo-add
            onClick={() => setEditing({ mode: 'add' })}
          >
            Add Item
          </Button>
        ) : null}
      </Paper>
    </Stack>
  );
}
