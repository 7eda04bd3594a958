/** Demo article bodies (markdown), part 2: meeting-notes review, JSON from models, tokens explained. */

export const MEETING_TOOLS_REVIEW = `每周的例会、客户沟通、项目复盘，会后整理纪要往往要花半小时以上。我们用同一段 45 分钟的真实例会录音（已获全体参会者同意），测试了三款 AI 会议纪要工具。为避免广告嫌疑，下文称它们为工具 A、B、C。

## 测试方法

- 录音：6 人参会，中英文混杂，有两段多人同时发言
- 评价维度：转写准确率、发言人区分、纪要结构、待办提取、导出与分享
- 每项 1-5 分，由三位同事分别打分后取平均

## 测试结果

| 维度 | 工具 A | 工具 B | 工具 C |
| --- | --- | --- | --- |
| 转写准确率 | 4.5 | 4.0 | 3.5 |
| 发言人区分 | 4.0 | 4.5 | 3.0 |
| 纪要结构 | 4.0 | 3.5 | 4.5 |
| 待办提取 | 4.5 | 3.5 | 4.0 |
| 导出与分享 | 3.5 | 4.5 | 4.0 |
| **平均** | **4.1** | **4.0** | **3.8** |

### 各自的特点

**工具 A** 转写最准，专有名词错得最少；待办事项会自动带上负责人和截止日期。缺点是导出格式较少。

**工具 B** 区分发言人最稳，多人抢话时也很少张冠李戴；分享链接可以设置有效期，适合对外会议。

**工具 C** 的纪要结构最清楚，按“议题—讨论—结论”组织；但中英文混说时错误明显增多。

## 让纪要更好用的提示词

三款工具都允许自定义纪要模板。我们最后用的是这一版：

\`\`\`text
请把会议内容整理为：
1. 会议结论（不超过 5 条）
2. 待办事项：事项 / 负责人 / 截止日期
3. 尚未解决的问题
不要逐字复述讨论过程；不确定的信息标注“待确认”。
\`\`\`

## 使用建议

1. **会前说明**：告诉参会者会议将被录音和转写
2. **会后 10 分钟内核对**：趁记忆清楚，修正名字和数字
3. **只分享纪要**：逐字稿留给需要的人，避免信息过载

> 工具只是把“记”的工作拿走了，“定”的工作仍然要人来做：谁负责、什么时候完成，要在会上说清楚。

## 结论

如果会议以中文为主、看重待办跟进，工具 A 最省心；对外会议多、需要控制分享范围，选工具 B；内部讨论多、看重纪要结构，可以试试工具 C。无论选哪款，都先用一两场不敏感的会议试用。
`;

export const RELIABLE_JSON = `Asking a language model for JSON is easy. Getting *valid* JSON, with the fields you expect, every single time, takes a little more care. This guide collects the habits that make structured output dependable.

## Say exactly what you want

Describe the shape, not just the format. "Reply in JSON" invites surprises; a schema does not.

\`\`\`text
Extract the order from the message below.
Reply with JSON only, no prose, matching:
{ "product": string, "quantity": integer, "deliveryDate": "YYYY-MM-DD" | null }
If a field is missing from the message, use null.
\`\`\`

## Validate every answer

Treat the model like any other outside input: parse it, check it and reject what does not fit. A schema library does both in one step.

\`\`\`typescript
import { z } from 'zod';

const order = z.object({
  product: z.string().min(1),
  quantity: z.number().int().positive(),
  deliveryDate: z.string().regex(/^\\d{4}-\\d{2}-\\d{2}$/).nullable(),
});

export function parseOrder(reply: string) {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start < 0 || end < start) return null;
  try {
    const result = order.safeParse(JSON.parse(reply.slice(start, end + 1)));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
\`\`\`

## Retry with the error, once

When validation fails, send the model its own answer and the validation message, and ask for a corrected version. One retry fixes most problems; more than two usually means the prompt itself is unclear.

### A simple policy

1. Ask with the schema in the prompt
2. Validate the reply
3. On failure, retry once with the error message
4. On a second failure, log it and fall back to a safe default

## Common failure modes

| Symptom | Likely cause | Fix |
| --- | --- | --- |
| Text before or after the JSON | The model is being helpful | Say "JSON only" and cut at the outer braces |
| Numbers as strings | Loose schema wording | Name the type of every field |
| Invented values | No rule for missing data | Allow \`null\` explicitly |
| Truncated output | Length limit reached | Ask for fewer items, or page through them |

## Keep the schema small

Large nested schemas fail more often. If you need twenty fields, consider two smaller requests: first classify, then extract the fields that matter for that class.

> The model proposes, your code disposes: never write unvalidated output into a database.

## Summary

- Put the schema in the prompt
- Validate with code, not with hope
- Retry once with the error
- Design for \`null\` and for failure
`;

export const TOKENS_AND_CONTEXT = `用过大模型的人，大概都遇到过这种情况：聊得久了，它好像“忘了”开头说过的事。要理解原因，需要先认识两个概念：**Token** 和**上下文窗口**。

## Token 是什么

模型并不是一个字一个字地读文本，而是先把文本切成一个个 **Token**。一个 Token 可能是一个汉字、半个汉字、一个英文单词或单词的一部分。

- 英文里，一个常见单词通常是 1 个 Token
- 中文里，一个汉字大约是 1 到 2 个 Token
- 标点、空格、换行也会占用 Token

### 为什么要关心 Token

因为模型的**计费**、**速度**和**长度限制**都按 Token 计算。同样的意思，写得啰嗦，就更贵、更慢。

## 上下文窗口是什么

上下文窗口是模型一次能“看到”的 Token 总数，包括：

1. 系统提示词（给模型的角色设定）
2. 之前的所有对话
3. 你这次的问题
4. 模型即将写出的回答

超出窗口的部分，模型根本看不到。这就是长对话里它“忘事”的原因：应用为了装下新内容，只能丢掉或压缩最早的对话。

## 粗略估算

| 内容 | 大约字数 | 大约 Token 数 |
| --- | --- | --- |
| 一条微博 | 140 字 | 150-250 |
| 一篇公众号文章 | 3000 字 | 3000-5000 |
| 一份 30 页的合同 | 2 万字 | 2-4 万 |

实际数量取决于具体模型的切分方式，以上只作量级参考。

### 自己数一数

大多数模型平台都提供计数工具。开发者也可以在代码里估算：

\`\`\`python
def rough_tokens(text: str) -> int:
    """粗略估算：汉字按 1.5 个、其他字符按 0.3 个计。"""
    cjk = sum(1 for ch in text if '\\u4e00' <= ch <= '\\u9fff')
    return int(cjk * 1.5 + (len(text) - cjk) * 0.3)
\`\`\`

## 实用建议

- **长对话适时重开**：换话题时新建对话，既省钱又更准确
- **重要信息放在最后**：在长提示词末尾重申关键要求
- **资料先摘要再提问**：很长的文档，先让模型分段摘要，再基于摘要讨论
- **别把整本书贴进去**：需要查资料时，用知识库检索只取相关段落

> 上下文窗口像一张书桌：桌面再大也有边，与其堆满，不如只放这次要用的东西。

## 小结

Token 决定了成本和长度，上下文窗口决定了模型这一轮能记住多少。理解这两点，就能解释大部分“它怎么又忘了”的问题，也能写出更省、更准的提示词。
`;
