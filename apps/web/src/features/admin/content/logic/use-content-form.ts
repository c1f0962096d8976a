import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import type { BackLink } from '../components/EditPageParts.tsx';
import { fieldErrors } from './field-errors.ts';
import { useEditTracking } from './use-edit-tracking.ts';

/**
 * What the four content editors share around their fields: the edited flag, the field errors of a
 * check against the shared schema, and the outcome of a save or delete (toast, then back to the list).
 */
export function useContentForm(back: BackLink, saving: boolean) {
  const navigate = useNavigate();
  const { edit, markSaved } = useEditTracking(saving);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    edit,
    errors,
    /** The checked fields, or null once what is wrong is marked (with `extra` problems of the form). */
    check<Output>(result: z.ZodSafeParseResult<Output>, extra: Record<string, string> = {}): Output | null {
      const problems = { ...(result.success ? {} : fieldErrors(result.error)), ...extra };
      setErrors(problems);
      if (!result.success || Object.keys(problems).length > 0) {
        toast.error('Please check the highlighted fields');
        return null;
      }
      return result.data;
    },
    /** A save or delete went through: say so, and go back to the list unless `stay`. */
    done(message: string, stay = false) {
      markSaved();
      toast.success(message);
      if (!stay) navigate(back.to);
    },
    failed: (error: unknown) => toast.error(errorMessage(error)),
  };
}
