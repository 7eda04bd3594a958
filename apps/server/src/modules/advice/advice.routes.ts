import { adviceApi, type AdviceKind } from '@robot/contracts';
import type { Router } from '../../lib/router.ts';
import { adviceLanguageOf } from './advice-prompts.ts';
import { writeAdviceStream } from './advice-stream.ts';
import type { AdviceService } from './advice.service.ts';

const streams: [typeof adviceApi.robotName, AdviceKind][] = [
  [adviceApi.robotName, 'name'],
  [adviceApi.robotIntro, 'intro'],
  [adviceApi.robotGuidence, 'guidence'],
  [adviceApi.robotPrompt, 'prompt'],
];

export function registerAdviceRoutes(router: Router, advice: AdviceService): void {
  router.route(adviceApi.timesGet, {
    auth: 'user',
    handler: ({ caller, params }) => advice.times(caller.user!, params.userUUID),
  });

  for (const [endpoint, kind] of streams) {
    router.rawRoute(endpoint, {
      auth: 'user',
      bodyLimit: 64 * 1024,
      handler: async ({ caller, body, request, reply }) => {
        const language = adviceLanguageOf(request.headers['accept-language'], body.message);
        const job = await advice.begin(caller.user!, kind, body, language);
        await writeAdviceStream(request, reply, (signal) => job.text(signal));
      },
    });
  }
}
