import { useNavigate } from 'react-router-dom';
import { Trash2 } from '@/components/icons';
import { ConfirmDialog } from './ConfirmDialog';

export interface DeleteWords {
  delete: string;
  deleteConfirm: string;
  deleting: string;
  deleteFailed: string;
  cancel: string;
}

/**
 * Erasure on request from a record's screen: a confirmation that names whose record it is, then
 * `listPath` with `listState` in its history entry, so the list can say what was deleted.
 */
export function DeleteRecord({
  words,
  title,
  description,
  remove,
  listPath,
  listState,
}: {
  words: DeleteWords;
  title: string;
  description: string;
  /** Deletes the record; throws when that failed. */
  remove: () => Promise<void>;
  listPath: string;
  listState: object;
}) {
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await remove();
    } catch {
      return words.deleteFailed;
    }
    navigate(listPath, { state: listState });
    return null;
  };

  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 aria-hidden="true" className="h-5 w-5" />
          {words.delete}
        </>
      }
      triggerClassName="inline-flex items-center justify-center gap-2 rounded-lg border border-red-700 px-5 py-3 font-semibold text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950"
      title={title}
      description={description}
      confirmLabel={words.deleteConfirm}
      busyLabel={words.deleting}
      cancelLabel={words.cancel}
      onConfirm={confirm}
    />
  );
}
