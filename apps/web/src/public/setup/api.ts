import {
  FIRST_RUN_API,
  type FirstRunDone,
  type FirstRunInput,
  type FirstRunStatus,
} from '@shala/shared';
import { http } from '../../core/http';

export const firstRunApi = {
  status: () => http<FirstRunStatus>('GET', FIRST_RUN_API.firstRun),
  complete: (input: FirstRunInput) => http<FirstRunDone>('POST', FIRST_RUN_API.firstRun, input),
};
