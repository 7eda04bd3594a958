import { useMutationState } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { deleteRobot } from '../api/delete-robot.ts';

/**
 * Goes to the square once this robot is deleted from this page. Deletion runs in the shared dialog
 * (useRobotActions().remove), so the page watches the mutation cache for a successful delete of this
 * uuid submitted since it opened.
 */
export function useDeletedRedirect(uuid: string): void {
  const navigate = useNavigate();
  const [openedAt] = useState(() => Date.now());
  const deleted = useMutationState({
    filters: {
      status: 'success',
      predicate: (m) =>
        m.options.mutationFn === deleteRobot &&
        m.state.variables === uuid &&
        m.state.submittedAt >= openedAt,
    },
    select: (m) => m.state.submittedAt,
  });
  const done = deleted.length > 0;
  useEffect(() => {
    if (done) void navigate(paths.robotList, { replace: true });
  }, [done, navigate]);
}
