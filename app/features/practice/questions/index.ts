// Every practice question the project ships, course by course (the demo seed reads this list).
import type { PracticeQuestion } from "../question-schema";
import { questions as BSCS1001 } from "./BSCS1001";
import { questions as BSCS1002 } from "./BSCS1002";
import { questions as BSHS1001 } from "./BSHS1001";
import { questions as BSHS1002 } from "./BSHS1002";
import { questions as BSMA1001 } from "./BSMA1001";
import { questions as BSMA1002 } from "./BSMA1002";
import { questions as BSMA1003 } from "./BSMA1003";
import { questions as BSMA1004 } from "./BSMA1004";

export const QUESTIONS_BY_COURSE: Record<string, PracticeQuestion[]> = {
  BSMA1001,
  BSMA1002,
  BSCS1001,
  BSHS1001,
  BSMA1003,
  BSMA1004,
  BSCS1002,
  BSHS1002,
};
