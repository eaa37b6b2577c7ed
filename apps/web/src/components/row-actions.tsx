import IconButton from '@mui/material/IconButton';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';

/** The edit and delete icon buttons of a row; the labels name the row for screen readers. */
export function RowActions({
  editLabel,
  onEdit,
  deleteLabel,
  onDelete,
}: {
  editLabel: string;
  onEdit: () => void;
  deleteLabel: string;
  onDelete: () => void;
}) {
  return (
    <>
      <IconButton aria-label={editLabel} onClick={onEdit}>
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={deleteLabel} onClick={onDelete}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </>
  );
}
