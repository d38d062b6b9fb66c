// A refusal of Cash In or Cash Out on the field it is about (docs/agents.md "Refusals"): the user on User ID, the
// float, balance and limits on the amount, the code on the code; anything else stays the whole form's.
import { FORM_ERROR } from 'final-form';
import type { SubmissionErrors } from 'final-form';
import { agentFormFieldOf } from '@wallet/common/agent-forms';

export function placeAgentRefusal(errors: SubmissionErrors | undefined): SubmissionErrors | undefined {
  if (!errors) return errors;
  const message: unknown = errors[FORM_ERROR];
  if (typeof message !== 'string') return errors;
  const field = agentFormFieldOf(message);
  if (!field) return errors;
  const { [FORM_ERROR]: _formError, ...fieldErrors } = errors as Record<string, unknown>;
  return { ...fieldErrors, [field]: fieldErrors[field] ?? message };
}
