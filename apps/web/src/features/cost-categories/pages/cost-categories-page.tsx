import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconCategory, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TCostCategory } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { confirmDelete } from '@/ui/confirm';
import { EmptyPanel } from '@/ui/empty-panel';
import { MouseTooltip } from '@/ui/mouse-tooltip';
import { useDeleteCostCategory } from '../api/delete-cost-category';
import { useCostCategories } from '../api/get-cost-categories';
import { CostCategoryModal } from '../components/cost-category-modal';
import classes from './cost-categories-page.module.css';

const recordsLabel = (n: number) => `${n} record${n === 1 ? '' : 's'}`;

/**
 * Settings COST CATEGORIES: a numbered list of the groups of the cost matrix, each with edit
 * and delete. A category still used by cost records is refused by the server (409), whose
 * reason shows as the error toast.
 */
export function CostCategoriesPage() {
  const categories = useCostCategories();
  const remove = useDeleteCostCategory();
  const [modal, setModal] = useState<{ opened: boolean; category: TCostCategory | null }>({ opened: false, category: null });
  const openNew = () => setModal({ opened: true, category: null });

  const onDelete = async (category: TCostCategory) => {
    if (!(await confirmDelete(`Are you sure you want to delete the category ${category.name}?`))) return;
    try {
      await remove.mutateAsync(category.id);
      notifySuccess(`Category ${category.name} has been deleted`);
    } catch {
      // The API client has shown the server's reason.
    }
  };

  const addNew = (
    <Button leftSection={<IconPlus size={16} />} onClick={openNew}>
      Add New
    </Button>
  );
  const list = categories.data?.data;

  return (
    <Stack gap="sm" maw={720}>
      <Group justify="flex-end">{addNew}</Group>
      {list && list.length === 0 ? (
        <EmptyPanel
          icon={<IconCategory size={22} stroke={1.5} />}
          title="No cost categories yet"
          description="Categories group the cost matrix: design, printing, photography and so on."
        />
      ) : (
        <Paper withBorder radius="md">
          {!list ? (
            <Stack gap={0} aria-busy="true" aria-label="Loading cost categories">
              {Array.from({ length: 4 }, (_, i) => (
                <div key={i} className={classes.row}>
                  <Skeleton height={12} width="40%" />
                </div>
              ))}
            </Stack>
          ) : (
            <ol className={classes.list} aria-label="Cost categories">
              {list.map((category, index) => (
                <li key={category.id} className={classes.row}>
                  <Text size="sm" c="dimmed" className={`tabular ${classes.number}`} aria-hidden>
                    {index + 1}.
                  </Text>
                  <div className={classes.main}>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" fw={500} truncate>
                        {category.name}
                      </Text>
                      <Badge size="sm" variant="light" color="gray" radius="sm" className="tabular" style={{ flexShrink: 0 }}>
                        {recordsLabel(category.costs_count)}
                      </Badge>
                    </Group>
                    {category.description ? (
                      <Text size="xs" c="dimmed" lineClamp={2} className={classes.description}>
                        {category.description}
                      </Text>
                    ) : null}
                  </div>
                  <Group gap={4} wrap="nowrap">
                    <MouseTooltip label={`Edit ${category.name}`}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Edit ${category.name}`}
                        onClick={() => setModal({ opened: true, category })}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                    </MouseTooltip>
                    <MouseTooltip label={`Delete ${category.name}`}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${category.name}`}
                        loading={remove.isPending && remove.variables === category.id}
                        onClick={() => void onDelete(category)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </MouseTooltip>
                  </Group>
                </li>
              ))}
            </ol>
          )}
        </Paper>
      )}
      <CostCategoryModal
        opened={modal.opened}
        category={modal.category}
        onClose={() => setModal((m) => ({ ...m, opened: false }))}
      />
    </Stack>
  );
}
