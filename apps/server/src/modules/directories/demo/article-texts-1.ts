/** Demo article bodies (markdown), part 1: prompting habits, RAG explained, AI in retail. */

export const PROMPT_HABITS = `很多人第一次用大模型时，会把它当成搜索框：输入几个关键词，然后失望地发现回答很空泛。其实，模型更像一位**聪明但不了解你处境的新同事**。你交代得越清楚，它做得越好。下面是六个值得养成的习惯。

## 一、先交代背景，再提要求

模型不知道你是谁、为谁写、用在哪里。同样是“写一段产品介绍”，给投资人看和给门店店员看，写法完全不同。

- **身份**：你是谁，或者希望它扮演谁
- **读者**：这段内容给谁看
- **用途**：发在哪里，要达到什么效果

## 二、把任务拆成步骤

一次要求太多，模型容易顾此失彼。把大任务拆开，逐步确认：

1. 先让它列提纲
2. 你修改提纲
3. 再按提纲逐段展开
4. 最后统一润色

## 三、给出格式和长度

“简短一点”是模糊的，“三条要点，每条不超过 20 字”是清楚的。需要表格就直接说要表格，并写明列名。

### 一个可复用的模板

\`\`\`text
你是一名{角色}。
背景：{背景信息}
任务：{要完成的事}
要求：
- 读者是{读者}
- 输出格式：{格式}
- 长度：{长度}
如果信息不足，请先向我提问，不要自行编造。
\`\`\`

## 四、给一个例子

与其描述风格，不如直接给一段你喜欢的样例。一个好例子胜过十句形容词。注意说明“参考语气和结构，不要照抄内容”。

## 五、让它先提问

在提示词末尾加一句“如果信息不足，请先问我”，可以显著减少模型自行编造细节的情况。

## 六、迭代，而不是重来

第一版不满意时，不要推倒重写，而是指出具体问题：

> “第二段太像广告了，请改成客观陈述，并删掉所有感叹号。”

### 常见问题对照

| 问题 | 常见原因 | 改进办法 |
| --- | --- | --- |
| 回答空泛 | 缺少背景和读者 | 补充身份、读者、用途 |
| 格式混乱 | 没有指定格式 | 写明列表、表格或字数 |
| 编造事实 | 要求超出它知道的范围 | 提供资料，并允许它说“不知道” |
| 风格不对 | 只用形容词描述风格 | 直接给一段样例 |

## 小结

好的提示词没有魔法，核心只有一句话：**像给新同事布置任务一样，把背景、目标和标准说清楚。**多练几次，你会发现自己交代任务的能力也在变强。
`;

export const RAG_EXPLAINED = `大模型的知识停留在训练那一刻，也不知道你公司内部的文档。**检索增强生成**（Retrieval-Augmented Generation，简称 RAG）的思路很朴素：回答之前，先去资料库里找到相关的段落，把它们和问题一起交给模型。

## RAG 解决什么问题

- **知识过时**：模型不知道最新的价格表、最新的制度
- **私有知识**：内部手册、产品说明从未出现在训练数据里
- **可追溯**：回答可以附上引用的原文，方便核对

## 一次问答的完整流程

1. **切分**：把文档切成几百字一段的“片段”
2. **索引**：为每个片段建立检索索引（关键词索引或向量索引）
3. **检索**：用户提问时，找出最相关的几个片段
4. **拼装**：把片段和问题拼成提示词
5. **生成**：模型只依据这些片段作答，并注明出处

### 用代码表达

下面是一个极简的示意，省略了错误处理：

\`\`\`typescript
async function answer(question: string): Promise<string> {
  const passages = await index.search(question, { limit: 4 });
  const context = passages
    .map((p, i) => \`[\${i + 1}] \${p.text}\`)
    .join('\\n\\n');
  const prompt = [
    '只根据下面的资料回答；资料里没有的，就说不知道。',
    context,
    \`问题：\${question}\`,
  ].join('\\n\\n');
  return model.complete(prompt);
}
\`\`\`

## 切分：最容易被忽视的一步

片段太长，检索不精确，还浪费上下文；片段太短，一句话被拆成两半，意思就丢了。经验做法：

- 按标题、段落等自然边界切分
- 相邻片段保留少量重叠
- 每个片段记下来源（文件名、章节），回答时好引用

## 检索方式怎么选

| 方式 | 原理 | 优点 | 不足 |
| --- | --- | --- | --- |
| 关键词检索 | 按词语匹配打分 | 简单、可解释、专有名词准 | 换个说法就找不到 |
| 向量检索 | 比较语义向量的距离 | 能理解同义表达 | 需要额外的模型和存储 |
| 混合检索 | 两者结果合并排序 | 兼顾两者 | 实现和调参更复杂 |

小型知识库（几百页以内）用关键词检索往往已经够用，先上线，再根据问不到的问题决定是否升级。

## 常见的坑

### 资料里没有答案

一定要在提示词中允许模型说“不知道”，否则它会根据常识编一个看似合理的回答。

### 资料互相矛盾

旧版制度和新版制度同时在库里时，模型可能引用旧的。定期清理过期文档，或者在片段中带上日期。

### 问题太口语化

用户会问“那个退货的事怎么弄”。可以先让模型把问题改写成更完整的检索语句，再去检索。

## 小结

> RAG 不是让模型变得更聪明，而是让它**带着资料答题**。资料的质量，决定了回答的上限。

先把文档整理干净，再谈模型和算法，这是做好一个知识库问答最省力的顺序。
`;

export const AI_IN_RETAIL = `Most talk about AI in retail is about warehouses and online recommendations. Physical stores are a different world: small teams, busy hours and customers who came in person for a reason. Here are five uses we have seen pay off in real shops, and what to watch out for.

## 1. Answering the same questions, all day

Opening hours, returns, sizes, whether an item is back in stock. A counter-top assistant or a QR code that opens a chat trained on the shop's own handbook takes these off the staff's plate.

- Load it with **your** policies, not generic ones
- Let it hand over to a person when it is unsure
- Review the questions it could not answer every week

## 2. Try-on and visualisation

Hair salons showing a new cut on the customer's own photo, clothing stores changing an outfit's colour on screen, furniture shops placing a sofa in a photo of the living room. These tools shorten the hardest part of a sale: *imagining the result*.

### What makes it work

1. A fast result: under ten seconds, or people walk away
2. A clear consent step before taking a photo
3. Photos deleted after the visit unless the customer asks to keep them

## 3. Writing the small texts nobody has time for

Product cards, shelf labels, social posts about new arrivals, replies to reviews. A writing assistant with a short style guide produces a first draft in seconds; staff edit and approve.

## 4. Reading the sales data

Owners of small shops rarely have an analyst. Asking a spreadsheet assistant questions in plain words makes the till data useful:

\`\`\`text
Which five products sold less this month than last month,
and on which weekdays did the drop happen?
\`\`\`

## 5. Staff training

New staff can ask an assistant loaded with the shop's procedures how to handle an exchange or open the till, instead of interrupting a busy colleague.

## Costs and benefits at a glance

| Use | Set-up effort | Typical benefit | Main risk |
| --- | --- | --- | --- |
| Customer Q&A | Low | Fewer repeated questions | Outdated answers |
| Try-on | Medium | Higher conversion | Privacy of photos |
| Copywriting | Low | Hours saved weekly | Bland, generic text |
| Sales analysis | Low | Better stock decisions | Trusting a wrong formula |
| Training | Medium | Faster onboarding | Procedures not kept current |

## Where to start

> Start with the task your staff complain about most, not with the most impressive demo.

Pick one use, run it for a month, count the time saved and ask customers what they noticed. Then decide on the next one.
`;
