/** Demo article bodies (markdown), part 3: a bookshop interview, an evaluation checklist. */

export const BOOKSHOP_INTERVIEW = `*编者按：这是一篇虚构的示例访谈，人物与书店均为演示而设。*

街角有一家开了八年的社区书店，店主林老师和两位店员打理着三千多种书。去年起，他们开始在选书、活动策划和日常运营中尝试 AI 工具。我们聊了聊这一年的收获和踩过的坑。

## 为什么开始用 AI

> “不是为了赶时髦，是真的忙不过来。”

林老师说，小书店最缺的是时间：进货、上架、做活动、回复读者留言，都是这三个人。最先用上的是写作助手，用来写新书推荐卡片。

## 用在了哪些地方

### 选书

每月进货前，店员会把上个月的销售记录和读者留言交给表格助手，问它“哪些主题的书卖得比去年好”“读者提到最多却没有货的书是什么”。

- 好处：几分钟就能看到趋势，以前要翻一下午
- 注意：最终选哪本，还是店员自己读过、判断过才定

### 活动策划

读书会的主题、嘉宾介绍、报名文案，都会先让 AI 出几个方向，再由店员挑选修改。

### 荐书卡片

每本推荐书旁边的小卡片，从前是手写的。现在店员先写几个关键词，AI 帮忙组织成一段 80 字以内的推荐语，店员再改成自己的口吻。

## 一年下来的变化

| 工作 | 以前每周耗时 | 现在每周耗时 |
| --- | --- | --- |
| 荐书卡片 | 约 6 小时 | 约 2 小时 |
| 活动文案 | 约 4 小时 | 约 1.5 小时 |
| 销售分析 | 约 3 小时 | 约 0.5 小时 |

“省下来的时间，我们用来和读者聊天。”林老师笑着说，“这才是书店真正的价值。”

## 踩过的坑

1. **推荐语千篇一律**：最初直接用 AI 写的推荐语，读者说“读起来都一个味儿”。后来规定必须由店员改写最后一句。
2. **编造书中内容**：有一次 AI 把两本书的情节混在一起。现在凡是涉及书中内容，都必须由读过的人核对。
3. **过度依赖数据**：销量好的不一定是书店想推荐的书，数据只是参考。

### 他们的提示词

店员小周分享了写荐书卡片时用的提示词：

\`\`\`text
你是一家社区书店的店员，为下面这本书写一段推荐语。
关键词：{关键词}
要求：80 字以内；像朋友聊天一样自然；不剧透结局；
不要使用“必读”“神作”等夸张词语。
\`\`\`

## 给同行的建议

林老师的建议只有三条：从最烦人的小事开始；人工把关每一段对外发布的文字；别让工具替你决定书店的品味。
`;

export const EVALUATION_CHECKLIST = `A demo always looks good. The questions your staff and customers ask on a Tuesday afternoon are another matter. Before an AI assistant goes live in a shop, a clinic or an office, run it through a short, honest evaluation. Here is the checklist we use.

## Step 1: collect real questions

Write down fifty questions people actually asked in the last month, in their own words, typos included. Add ten that the assistant **should refuse** or hand over to a person.

- Take them from emails, chat logs and the front desk
- Keep the awkward ones: vague, rude, or in two languages at once
- Never include personal data of real customers in the test set

## Step 2: define what a good answer is

For each question, note the facts a correct answer must contain. Without this, evaluation becomes a matter of taste.

### A simple scoring scale

| Score | Meaning |
| --- | --- |
| 2 | Correct and complete, in the right tone |
| 1 | Correct but incomplete or awkward |
| 0 | Wrong, invented or unsafe |

## Step 3: run and record

Run every question, save the answers and score them blind: the person scoring should not know which version of the prompt or which model produced them.

\`\`\`csv
question,expected,answer,score,notes
"Can I return a sale item?","No refunds; exchange within 14 days","...",2,
"Do you open on public holidays?","10:00-16:00","...",0,"invented hours"
\`\`\`

## Step 4: look at the failures, not the average

An average of 1.8 out of 2 hides the one answer that promised a refund you do not offer. Read every zero and ask:

1. Was the information missing from the assistant's documents?
2. Was it there but not found?
3. Was it found but misread?

Each cause has a different fix: add documents, improve the search, or tighten the instructions.

## Step 5: decide, with a threshold

Agree in advance on what is good enough, for example *no zeros on safety questions and at least 90% of answers scoring 2*. Re-run the whole set after every change to the prompt or the documents.

> If you cannot measure it, you are not deciding; you are hoping.

## After launch

- Review a sample of real conversations every week
- Add every new failure to the test set
- Keep a visible way for customers to reach a person

## Summary

Real questions, clear expectations, blind scoring, attention to failures and a threshold agreed before you look at the results: five steps that turn "it seemed fine in the demo" into a decision you can defend.
`;
