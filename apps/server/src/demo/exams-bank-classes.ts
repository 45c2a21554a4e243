import { type DemoQuestion, essay, mcq } from './exams-bank.js';

// The small banks of Priya's children's classes: Class 3 A (Aarav) and Class 7 B (Diya).

/** Class 3 A: a weekly objective test's questions. */
export const CLASS_3_BANK: DemoQuestion[] = [
  mcq(
    { key: 'c3Add', category: 'Mathematics', tags: ['addition'], difficulty: 'EASY', marks: 1 },
    'What is 245 + 132?',
    ['367', '377', '387', '477'],
    'B',
  ),
  mcq(
    { key: 'c3Times', category: 'Mathematics', tags: ['tables'], difficulty: 'EASY', marks: 1 },
    'What is 6 × 7?',
    ['36', '42', '48', '49'],
    'B',
  ),
  mcq(
    { key: 'c3Clock', category: 'Mathematics', tags: ['time'], difficulty: 'MODERATE', marks: 1 },
    'The short hand of a clock is at 3 and the long hand is at 12. What time is it?',
    ["12 o'clock", "3 o'clock", 'Half past 3', 'Quarter past 12'],
    'B',
  ),
  mcq(
    { key: 'c3Vowel', category: 'English', tags: ['phonics'], difficulty: 'EASY', marks: 1 },
    'Which word begins with a vowel?',
    ['Ball', 'Kite', 'Egg', 'Tree'],
    'C',
  ),
  mcq(
    { key: 'c3Rhyme', category: 'English', tags: ['rhyming words'], difficulty: 'EASY', marks: 1 },
    "Which word rhymes with 'cat'?",
    ['Cup', 'Hat', 'Car', 'Cot'],
    'B',
  ),
  mcq(
    { key: 'c3Birds', category: 'EVS', tags: ['birds'], difficulty: 'MODERATE', marks: 1 },
    'Which of these birds cannot fly?',
    ['Sparrow', 'Parrot', 'Ostrich', 'Crow'],
    'C',
  ),
  mcq(
    { key: 'c3Senses', category: 'EVS', tags: ['our body'], difficulty: 'EASY', marks: 1 },
    'With which sense organ do we smell?',
    ['Eyes', 'Ears', 'Nose', 'Tongue'],
    'C',
  ),
  essay(
    { key: 'c3Park', category: 'English', tags: ['writing'], difficulty: 'DIFFICULT', marks: 3 },
    'Write three sentences about a park near your home.',
    'Three full sentences, each with a capital letter and a full stop.',
  ),
];

/** Class 7 B: a science unit test (finished) and a mathematics practice test (open). */
export const CLASS_7_BANK: DemoQuestion[] = [
  mcq(
    {
      key: 'c7Chlorophyll',
      category: 'Science',
      tags: ['nutrition in plants'],
      difficulty: 'EASY',
      marks: 1,
    },
    'Which pigment gives leaves their green colour?',
    ['Haemoglobin', 'Chlorophyll', 'Melanin', 'Carotene'],
    'B',
  ),
  mcq(
    {
      key: 'c7Parasite',
      category: 'Science',
      tags: ['nutrition in plants'],
      difficulty: 'MODERATE',
      marks: 1,
    },
    'Cuscuta (amarbel) takes its food from the plant it climbs on. Such a plant is called',
    ['a saprotroph', 'a parasite', 'an autotroph', 'an insectivorous plant'],
    'B',
  ),
  mcq(
    {
      key: 'c7Stomata',
      category: 'Science',
      tags: ['nutrition in plants'],
      difficulty: 'EASY',
      marks: 1,
    },
    'The tiny pores on the surface of leaves through which gases pass in and out are called',
    ['stomata', 'veins', 'root hairs', 'xylem'],
    'A',
  ),
  mcq(
    {
      key: 'c7Bile',
      category: 'Science',
      tags: ['nutrition in animals'],
      difficulty: 'MODERATE',
      marks: 2,
    },
    'Which organ makes bile juice?',
    ['Stomach', 'Pancreas', 'Liver', 'Small intestine'],
    'C',
  ),
  mcq(
    { key: 'c7Conduction', category: 'Science', tags: ['heat'], difficulty: 'DIFFICULT', marks: 2 },
    'Heat travels from the hot end of a steel spoon to its cold end by',
    ['convection', 'radiation', 'conduction', 'evaporation'],
    'C',
  ),
  essay(
    {
      key: 'c7Photosynthesis',
      category: 'Science',
      tags: ['nutrition in plants'],
      difficulty: 'DIFFICULT',
      marks: 4,
    },
    'Write the word equation of photosynthesis and say in which part of the plant it mostly takes place.',
    'Carbon dioxide + water → glucose + oxygen, in sunlight with chlorophyll (2 marks for the equation, 1 for sunlight and chlorophyll); in the leaves (1 mark).',
    [
      {
        text: 'Carbon dioxide + water --(sunlight, chlorophyll)--> glucose + oxygen. It takes place mostly in the leaves, in the cells that have chlorophyll.',
        share: 1,
        remarks: 'Complete and neatly written.',
      },
      {
        text: 'Carbon dioxide + water = glucose + oxygen. It happens in the leaves.',
        share: 3 / 4,
        remarks: 'Mention that sunlight and chlorophyll are needed.',
      },
      {
        text: 'Plants make food from sunlight in the leaves.',
        share: 1 / 4,
        remarks: 'The question asks for the word equation: what goes in and what comes out.',
      },
    ],
  ),
  mcq(
    { key: 'c7IntAdd', category: 'Mathematics', tags: ['integers'], difficulty: 'EASY', marks: 1 },
    'What is (−7) + 12?',
    ['−19', '−5', '5', '19'],
    'C',
  ),
  mcq(
    { key: 'c7IntMul', category: 'Mathematics', tags: ['integers'], difficulty: 'EASY', marks: 1 },
    'What is (−4) × (−6)?',
    ['−24', '−10', '10', '24'],
    'D',
  ),
  mcq(
    {
      key: 'c7Temp',
      category: 'Mathematics',
      tags: ['integers', 'word problems'],
      difficulty: 'MODERATE',
      marks: 2,
    },
    'The temperature in Shimla was 5 °C at noon and fell by 8 °C by midnight. What was the temperature at midnight?',
    ['−3 °C', '3 °C', '−13 °C', '13 °C'],
    'A',
  ),
  mcq(
    { key: 'c7FracOf', category: 'Mathematics', tags: ['fractions'], difficulty: 'EASY', marks: 1 },
    'What is 2/3 of 27?',
    ['9', '18', '21', '24'],
    'B',
  ),
  mcq(
    {
      key: 'c7FracAdd',
      category: 'Mathematics',
      tags: ['fractions'],
      difficulty: 'MODERATE',
      marks: 2,
    },
    'What is 3/4 + 1/6?',
    ['4/10', '11/12', '4/12', '1'],
    'B',
  ),
  mcq(
    {
      key: 'c7Decimal',
      category: 'Mathematics',
      tags: ['decimals', 'fractions'],
      difficulty: 'EASY',
      marks: 1,
    },
    'Which of these is equal to 0.75?',
    ['7/5', '3/4', '75/10', '1/75'],
    'B',
  ),
  essay(
    {
      key: 'c7Recipe',
      category: 'Mathematics',
      tags: ['fractions', 'word problems'],
      difficulty: 'DIFFICULT',
      marks: 3,
    },
    'A recipe needs 3/4 cup of sugar for one cake. How much sugar is needed for 6 cakes? Show your working.',
    '6 × 3/4 = 18/4 = 9/2 = 4½ cups (1 mark for the product, 1 for simplifying, 1 for the answer with its unit).',
  ),
];
