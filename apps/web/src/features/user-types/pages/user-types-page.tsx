import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { notifySuccess } from '@/lib/notify';
import { confirmDelete } from '@/ui/confirm';
import { USER_TYPE_COLOR_STYLES, UserTypeBadge, type TUserTypeColor } from '@/ui/user-type-badge';
import { MouseTooltip } from '@/ui/mouse-tooltip';
import { useDeleteUserType } from '../api/delete-user-type';
import { useUserTypes, type TUserType } from '../api/get-user-types';
import { UserTypeModal } from '../components/user-type-modal';
import classes from './user-types-page.module.css';

/**
 * Settings USER TYPES: a numbered list of access levels with their colour, each with Edit
 * (spec 2 section 2); Delete only on the deletable ones. A built-in type renamed or recoloured
 * here changes its name on this agency's screens only (the server keeps a label per agency).
 */
export function UserTypesPage() {
  const userTypes = useUserTypes();
  const remove = useDeleteUserType();
  const [modal, setModal] = useState<{ opened: boolean; userType: TUserType | null }>({ opened: false, userType: null });

  const onDelete = async (type: TUserType) => {
    if (!(await confirmDelete(`Are you sure you want to delete the user type ${type.title}?`))) return;
    try {
      await remove.mutateAsync(type.id);
      notifySuccess(`User type ${type.title} has been deleted`);
    } catch {
      // The API client has shown the server's reason.
    }
  };

  return (
    <Stack gap="sm" maw={720}>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setModal({ opened: true, userType: null })}>
          Add New
        </Button>
      </Group>
      <Paper withBorder radius="md">
        {!userTypes.data ? (
          <Stack gap={0} aria-busy="true" aria-label="Loading user types">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className={classes.row}>
                <Skeleton height={12} width="40%" />
              </div>
            ))}
          </Stack>
        ) : (
          <ol className={classes.list} aria-label="User types">
            {userTypes.data.map((type, index) => (
              <li key={type.id} className={classes.row}>
                <Text size="sm" c="dimmed" className={`tabular ${classes.number}`} aria-hidden>
                  {index + 1}.
                </Text>
                <div className={classes.main}>
                  <UserTypeBadge title={type.title} colorClass={type.color_class} />
                  <Text size="xs" c="dimmed">
                    {USER_TYPE_COLOR_STYLES[type.color_class as TUserTypeColor]?.label ?? type.color_class}
                    {type.deletable ? '' : ' · built in'}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <MouseTooltip label={`Edit ${type.title}`}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Edit ${type.title}`}
                      onClick={() => setModal({ opened: true, userType: type })}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </MouseTooltip>
                  {type.deletable ? (
                    <MouseTooltip label={`Delete ${type.title}`}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${type.title}`}
                        loading={remove.isPending && remove.variables === type.id}
                        onClick={() => void onDelete(type)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </MouseTooltip>
                  ) : (
                    <MouseTooltip label="Built-in access levels cannot be deleted">
                      <span className={classes.locked} tabIndex={0} role="img" aria-label={`${type.title} is built in`}>
                        <IconLock size={15} stroke={1.6} />
                      </span>
                    </MouseTooltip>
                  )}
                </Group>
              </li>
            ))}
          </ol>
        )}
      </Paper>
      <UserTypeModal
        opened={modal.opened}
        userType={modal.userType}
        onClose={() => setModal((m) => ({ ...m, opened: false }))}
      />
    </Stack>
  );
}
