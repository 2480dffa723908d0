/**
 * Components for record directives: each renders one front-matter record list of the page
 * (plays, patterns, moves, …) in the place the writer put the directive.
 */
import { Challenges, Phases, Profile, Results, Solution, SuccessFactors, Testimonial } from './case-study.tsx';
import { islandRecordComponents } from './islands.tsx';
import { Dimensions, Guide, Plans } from './maturity.tsx';
import { Patterns, Plays, Stages, Strategies } from './playbook.tsx';
import { Faq, Related } from './reference.tsx';

/** Record directive element → component. */
export const recordComponents = {
  'site-plays': Plays,
  'site-patterns': Patterns,
  'site-strategies': Strategies,
  'site-stages': Stages,
  'site-dimensions': Dimensions,
  'site-plans': Plans,
  'site-guide': Guide,
  'site-profile': Profile,
  'site-challenges': Challenges,
  'site-solution': Solution,
  'site-phases': Phases,
  'site-results': Results,
  'site-success-factors': SuccessFactors,
  'site-testimonial': Testimonial,
  'site-related': Related,
  'site-faq': Faq,
  ...islandRecordComponents,
};
