/** One question of the certification bank; `answer` is the index of the correct option. */
export type Question = {
  id: string;
  group: string;
  text: string;
  options: string[];
  answer: number;
  explanation: string;
  link: string;
};
