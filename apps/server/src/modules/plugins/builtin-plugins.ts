import { z } from 'zod';
import type { CurrentUser } from '../auth/auth.service.ts';
import { CALC_MAX_INPUT, CalcError, calculate } from './calculator.ts';
import { ToolError, type Plugin } from './plugin.ts';

/** Public robots matching some words (the robot square's search). */
export interface PublicRobotSearch {
  search(keyword: string, limit: number): Promise<{ uuid: string; name: string; intro: string }[]>;
}

/** The best passages of one user's own knowledge robots (never anybody else's). */
export interface OwnKnowledge {
  passages(
    user: CurrentUser,
    question: string,
    limit: number,
  ): Promise<{ robotName: string; passage: string }[]>;
}

export interface BuiltinPluginDeps {
  robots: PublicRobotSearch;
  knowledge: OwnKnowledge;
  /** where links to robots start: PUBLIC_URL, or '' for links relative to the site */
  publicUrl: string;
  /** the date plugin's zone when the model names none */
  defaultTimeZone: string;
}

const ROBOTS_FOUND = 5;
const PASSAGES_FOUND = 4;
const QUERY_MAX = 200;

/** The web app's robot page (apps/web/src/lib/paths.ts `robotDetail`). */
export const robotLink = (publicUrl: string, uuid: string) =>
  `${publicUrl.replace(/\/+$/, '')}/robot-detail/${encodeURIComponent(uuid)}`;

const calculator: Plugin = {
  id: 'calculator',
  labelZh: '计算器',
  labelEn: 'Calculator',
  description:
    'Exact arithmetic. Use it for any calculation instead of doing it yourself. Supports + - * / ' +
    '% ^ (whole-number powers), parentheses, unary minus and decimals; answers an exact decimal, or a ' +
    'fraction with its decimal approximation.',
  args: z.object({
    expression: z.string().max(CALC_MAX_INPUT).describe('the expression, e.g. (1.5 + 2) * 3^2 / 7'),
  }),
  async run(args: { expression: string }) {
    try {
      return calculate(args.expression);
    } catch (err) {
      if (err instanceof CalcError) throw new ToolError(err.message);
      throw err;
    }
  },
};

function datetime(defaultTimeZone: string): Plugin {
  return {
    id: 'datetime',
    labelZh: '日期和时间',
    labelEn: 'Date and time',
    description:
      'The current date, time and weekday in a time zone. Call it whenever the answer depends on ' +
      'today or now.',
    args: z.object({
      timeZone: z
        .string()
        .max(64)
        .optional()
        .describe(
          `an IANA time zone such as Asia/Shanghai or Europe/Paris; default ${defaultTimeZone}`,
        ),
    }),
    async run(args: { timeZone?: string | undefined }) {
      return nowIn(args.timeZone?.trim() || defaultTimeZone, new Date());
    },
  };
}

/** The date and time at `at` in `timeZone` (a ToolError for a zone Intl does not know). */
export function nowIn(timeZone: string, at: Date) {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'long',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
  } catch {
    throw new ToolError(`unknown time zone '${timeZone}' (use an IANA name such as Asia/Shanghai)`);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  // 'GMT+08:00', or 'GMT' for UTC itself
  const offset = (parts['timeZoneName'] ?? 'GMT').replace('GMT', '') || '+00:00';
  return {
    timeZone: format.resolvedOptions().timeZone,
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    time: `${parts['hour']}:${parts['minute']}:${parts['second']}`,
    weekday: parts['weekday'],
    utcOffset: offset,
    iso: `${parts['year']}-${parts['month']}-${parts['day']}T${parts['hour']}:${parts['minute']}:${parts['second']}${offset}`,
  };
}

function robotSearch(deps: BuiltinPluginDeps): Plugin {
  return {
    id: 'robotSearch',
    labelZh: '机器人广场搜索',
    labelEn: 'Robot square search',
    description:
      'Searches the public robots of the robot square by keywords; answers up to 5 robots with ' +
      'their name, introduction and a link to their page. Give the links to the user as they are.',
    args: z.object({
      query: z.string().max(QUERY_MAX).describe('a few keywords, e.g. "english tutor"'),
    }),
    async run(args: { query: string }) {
      const found = await deps.robots.search(args.query.trim(), ROBOTS_FOUND);
      return {
        robots: found.slice(0, ROBOTS_FOUND).map((r) => ({
          name: r.name,
          intro: r.intro,
          link: robotLink(deps.publicUrl, r.uuid),
        })),
      };
    },
  };
}

function myKnowledge(deps: BuiltinPluginDeps): Plugin {
  return {
    id: 'myKnowledge',
    labelZh: '我的知识库',
    labelEn: 'My knowledge',
    description:
      "Searches the user's own knowledge robots for passages that answer a question; answers up to " +
      '4 passages with the name of the robot each comes from.',
    args: z.object({
      query: z.string().max(QUERY_MAX).describe('the question or its key words'),
    }),
    async run(args: { query: string }, ctx) {
      const passages = await deps.knowledge.passages(ctx.user, args.query, PASSAGES_FOUND);
      return { passages: passages.slice(0, PASSAGES_FOUND) };
    },
  };
}

/** The four built-in plugins, in the order the admin and the chat list them. */
export const builtinPlugins = (deps: BuiltinPluginDeps): Plugin[] => [
  calculator,
  datetime(deps.defaultTimeZone),
  robotSearch(deps),
  myKnowledge(deps),
];
