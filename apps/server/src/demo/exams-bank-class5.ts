import { type DemoQuestion, essay, mcq } from './exams-bank.js';

// Class 5 A's bank, Asha Verma's: English, Mathematics, Science and EVS, each with multiple-choice
// and written questions of every difficulty. The finished exam's written questions carry the
// answers its students wrote (best first), with the marks and remarks they got.

const MATHS = 'Mathematics';
const ENGLISH = 'English';
const SCIENCE = 'Science';
const EVS = 'EVS';

/** Class 5 A's bank: 24 questions. */
export const CLASS_5_BANK: DemoQuestion[] = [
  mcq(
    {
      key: 'placeValue',
      category: MATHS,
      tags: ['place value', 'numbers'],
      difficulty: 'EASY',
      marks: 1,
    },
    'What is the place value of 7 in 47,382?',
    ['7', '700', '7,000', '70,000'],
    'C',
  ),
  mcq(
    { key: 'halfFraction', category: MATHS, tags: ['fractions'], difficulty: 'EASY', marks: 1 },
    'Which of these fractions is equal to 1/2?',
    ['2/3', '3/6', '3/4', '5/8'],
    'B',
  ),
  mcq(
    {
      key: 'pencils',
      category: MATHS,
      tags: ['subtraction', 'word problems'],
      difficulty: 'MODERATE',
      marks: 2,
    },
    'A shopkeeper had 1,250 pencils and sold 478 of them. How many pencils are left?',
    ['772', '782', '872', '728'],
    'A',
  ),
  mcq(
    {
      key: 'perimeter',
      category: MATHS,
      tags: ['perimeter', 'measurement'],
      difficulty: 'MODERATE',
      marks: 2,
    },
    'What is the perimeter of a rectangle 12 cm long and 8 cm wide?',
    ['20 cm', '40 cm', '96 cm', '48 cm'],
    'B',
  ),
  mcq(
    {
      key: 'decimals',
      category: MATHS,
      tags: ['decimals', 'comparing'],
      difficulty: 'DIFFICULT',
      marks: 2,
    },
    'Which of these numbers is the smallest?',
    ['0.5', '0.45', '0.405', '0.54'],
    'C',
  ),
  essay(
    {
      key: 'change',
      category: MATHS,
      tags: ['money', 'word problems'],
      difficulty: 'MODERATE',
      marks: 3,
    },
    'Riya buys 3 notebooks at ₹45 each and a pen for ₹28. She pays with a ₹200 note. How much change does she get? Show your working.',
    '3 × ₹45 = ₹135; ₹135 + ₹28 = ₹163; ₹200 − ₹163 = ₹37. One mark for each step.',
    [
      {
        text: 'Notebooks: 3 x 45 = 135. Total: 135 + 28 = 163. Change: 200 - 163 = Rs 37.',
        share: 1,
        remarks: 'Every step shown. Well done.',
      },
      {
        text: '3 x 45 = 135, 135 + 28 = 163, so change is 200 - 163 = 47.',
        share: 2 / 3,
        remarks: 'Right method; check your last subtraction (200 − 163 = 37).',
      },
      {
        text: '45 + 28 = 73, 200 - 73 = 127',
        share: 1 / 3,
        remarks: 'She bought three notebooks: multiply 45 by 3 first.',
      },
    ],
  ),
  essay(
    {
      key: 'waterTank',
      category: MATHS,
      tags: ['multiplication', 'word problems'],
      difficulty: 'DIFFICULT',
      marks: 4,
    },
    'A water tank holds 2,500 litres. A family uses 375 litres a day. After how many full days will less than 1,000 litres be left in the tank? Explain your answer.',
    'After 4 days 2,500 − 1,500 = 1,000 litres are left (not less); after 5 days 2,500 − 1,875 = 625 litres. Answer: 5 days.',
  ),
  mcq(
    {
      key: 'plural',
      category: ENGLISH,
      tags: ['grammar', 'plurals'],
      difficulty: 'EASY',
      marks: 1,
    },
    "Choose the correct plural of 'child'.",
    ['childs', 'childrens', 'children', 'childes'],
    'C',
  ),
  mcq(
    {
      key: 'adjective',
      category: ENGLISH,
      tags: ['grammar', 'parts of speech'],
      difficulty: 'EASY',
      marks: 1,
    },
    "Which word is an adjective in the sentence 'The tall boy ran quickly to the gate'?",
    ['tall', 'boy', 'ran', 'quickly'],
    'A',
  ),
  mcq(
    {
      key: 'pastTense',
      category: ENGLISH,
      tags: ['grammar', 'tenses'],
      difficulty: 'MODERATE',
      marks: 1,
    },
    "Fill in the blank: 'Yesterday we ___ to the zoo with our teacher.'",
    ['go', 'goes', 'went', 'gone'],
    'C',
  ),
  mcq(
    {
      key: 'opposite',
      category: ENGLISH,
      tags: ['vocabulary', 'antonyms'],
      difficulty: 'MODERATE',
      marks: 1,
    },
    "Which word means the opposite of 'ancient'?",
    ['old', 'modern', 'broken', 'large'],
    'B',
  ),
  essay(
    { key: 'festival', category: ENGLISH, tags: ['writing'], difficulty: 'EASY', marks: 2 },
    'Write two or three sentences about your favourite festival and how your family celebrates it.',
    'Full sentences with capital letters and full stops; says which festival and one way it is celebrated.',
  ),
  essay(
    {
      key: 'thirstyCrow',
      category: ENGLISH,
      tags: ['reading', 'comprehension'],
      difficulty: 'MODERATE',
      marks: 3,
    },
    "Read: 'The thirsty crow dropped pebbles into the pitcher, one by one, until the water rose to the top.' What does this story teach us? Answer in two or three sentences.",
    'Not giving up / thinking of a clever way out of a problem; supported by what the crow did.',
  ),
  mcq(
    {
      key: 'leafFood',
      category: SCIENCE,
      tags: ['plants', 'photosynthesis'],
      difficulty: 'EASY',
      marks: 1,
    },
    'Which part of a plant makes its food?',
    ['Root', 'Stem', 'Leaf', 'Flower'],
    'C',
  ),
  mcq(
    {
      key: 'coal',
      category: SCIENCE,
      tags: ['energy', 'resources'],
      difficulty: 'MODERATE',
      marks: 1,
    },
    'Which of these is a non-renewable source of energy?',
    ['Sunlight', 'Wind', 'Coal', 'Flowing water'],
    'C',
  ),
  mcq(
    { key: 'heart', category: SCIENCE, tags: ['human body'], difficulty: 'EASY', marks: 1 },
    'Which organ pumps blood through our body?',
    ['Lungs', 'Heart', 'Liver', 'Kidneys'],
    'B',
  ),
  mcq(
    {
      key: 'evaporation',
      category: SCIENCE,
      tags: ['water', 'states of matter'],
      difficulty: 'DIFFICULT',
      marks: 2,
    },
    'Wet clothes dry in the sun because the water in them changes into water vapour. What is this change called?',
    ['Condensation', 'Evaporation', 'Freezing', 'Melting'],
    'B',
  ),
  essay(
    {
      key: 'waterCycle',
      category: SCIENCE,
      tags: ['water', 'water cycle'],
      difficulty: 'MODERATE',
      marks: 3,
    },
    'Explain the water cycle in three steps.',
    'Evaporation (the sun heats water into vapour), condensation (vapour cools into clouds), precipitation (rain or snow returns it to the earth). One mark each.',
    [
      {
        text: 'First the sun heats the water in rivers and seas and it becomes water vapour (evaporation). Then the vapour goes up, cools and forms clouds (condensation). Then the water falls back as rain (precipitation).',
        share: 1,
        remarks: 'Excellent: all three steps, named and explained.',
      },
      {
        text: 'Water goes up as vapour when the sun heats it. Then it comes down as rain.',
        share: 2 / 3,
        remarks: 'Good, but you missed how clouds form (condensation).',
      },
      {
        text: 'Rain falls from clouds.',
        share: 1 / 3,
        remarks: 'Only one step. Revise page 42 of your textbook.',
      },
    ],
  ),
  mcq(
    { key: 'reptile', category: EVS, tags: ['animals'], difficulty: 'EASY', marks: 1 },
    'Which of these animals is a reptile?',
    ['Frog', 'Crocodile', 'Whale', 'Bat'],
    'B',
  ),
  mcq(
    {
      key: 'wetWaste',
      category: EVS,
      tags: ['waste', 'cleanliness'],
      difficulty: 'EASY',
      marks: 1,
    },
    'Into which bin should vegetable peels and leftover food go?',
    ['The green bin for wet waste', 'The blue bin for dry waste', 'Any bin at all', 'The drain'],
    'A',
  ),
  mcq(
    { key: 'thar', category: EVS, tags: ['India', 'maps'], difficulty: 'MODERATE', marks: 1 },
    'In which state is most of the Thar Desert?',
    ['Kerala', 'Rajasthan', 'Assam', 'Punjab'],
    'B',
  ),
  mcq(
    { key: 'soil', category: EVS, tags: ['soil', 'environment'], difficulty: 'MODERATE', marks: 2 },
    'Which of these helps to stop soil from being washed away by rain?',
    ['Cutting trees', 'Planting trees', 'Burning the fields', 'Letting cattle overgraze'],
    'B',
  ),
  essay(
    {
      key: 'saveWater',
      category: EVS,
      tags: ['water', 'environment'],
      difficulty: 'DIFFICULT',
      marks: 4,
    },
    'Give two reasons why we should not waste water, and two ways in which your family can save water at home.',
    'Reasons: little fresh water on earth, others and animals need it, wells and lakes dry up. Ways: closing taps, fixing leaks, bucket instead of shower, reusing RO water for plants. One mark each.',
  ),
  essay(
    { key: 'seed', category: EVS, tags: ['plants', 'seeds'], difficulty: 'EASY', marks: 2 },
    'Name two things a seed needs to sprout.',
    'Any two of water, air and warmth (soil is not needed).',
  ),
];
