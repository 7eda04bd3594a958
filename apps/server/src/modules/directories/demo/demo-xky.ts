import type { DemoXky } from './demo-types.ts';

/**
 * The industry applications a first start shows (SEED_DEMO): how a physical store puts AI to work.
 * Made-up shops; an address, when there is one, is under example.com.
 */
export const DEMO_XKY: readonly DemoXky[] = [
  {
    cover: 'demo-xky-salon.svg',
    title: '发型魔镜：理发店的 AI 发型试戴',
    intro:
      '顾客坐下拍一张照片，十秒内在屏幕上看到自己换上不同发型和发色的样子，再和发型师一起决定。',
    categories: [3, 1],
    url: 'https://example.com/stores/hair-mirror',
    content: `## 场景

顾客最常说的一句话是：“我也不知道适不适合我。”发型魔镜把这个问题变成了可以直接看的画面。

## 怎么用

1. 顾客同意后，在镜前拍一张正面照
2. 发型师在平板上挑选 6 到 8 款发型和发色
3. 屏幕并排展示效果，顾客可以放大、对比
4. 选定后，效果图和发型师的备注一起存入顾客档案

## 效果

- 沟通时间平均缩短约三分之一
- 染发、烫发等高单价项目的选择更果断
- 回头客可以直接调出上次的效果图

## 注意事项

> 照片只用于本次服务；顾客离店时默认删除，除非顾客选择保存。

试戴效果是示意，发质和脸型细节仍需发型师专业判断。`,
    featured: true,
    views: 2380,
    favorites: 412,
    ageHours: 400,
  },
  {
    cover: 'demo-xky-fashion.svg',
    title: '云衣橱：服装店的 AI 换装',
    intro:
      '不用反复进出试衣间：选一件衣服，屏幕上就能看到它在自己身上的样子，还能一键换颜色、换搭配。',
    categories: [4, 1],
    url: 'https://example.com/stores/cloud-wardrobe',
    content: `## 场景

周末客流高峰时，试衣间门口总在排队。云衣橱让顾客先在屏幕上“试”，只把最想要的几件带进试衣间。

## 功能

- **虚拟试穿**：扫描吊牌上的二维码，衣服即刻出现在顾客的照片上
- **换色**：同款的所有颜色一键切换
- **搭配建议**：根据所选单品推荐店内的上衣、下装和配饰
- **收藏清单**：扫码把心仪的搭配带回家

## 店员怎么配合

1. 引导顾客在试衣镜前拍照
2. 根据推荐的搭配取来实物
3. 在清单里标记顾客实际试穿的款式，帮助下次进货

| 指标 | 上线前 | 上线三个月后 |
| --- | --- | --- |
| 平均排队时间 | 12 分钟 | 5 分钟 |
| 搭配购买比例 | 18% | 27% |`,
    views: 1960,
    favorites: 350,
    ageHours: 280,
  },
  {
    cover: 'demo-xky-restaurant.svg',
    title: '餐厅 AI 迎宾：排队、点餐与过敏提醒',
    intro:
      '门口的迎宾屏负责取号、估算等位时间和介绍招牌菜；点餐时主动询问忌口，把过敏信息写进订单。',
    categories: [2],
    content: `## 场景

饭点时，服务员既要招呼门口排队的客人，又要照顾店里的餐桌。AI 迎宾接过了门口最重复的工作。

## 它做什么

- 取号并根据翻台速度**估算等位时间**
- 等位时介绍招牌菜和当日特价
- 提前询问人数、是否有儿童、是否有**忌口或过敏**
- 入座后把这些信息同步到点餐系统

## 过敏提醒怎么实现

每道菜的配料表由厨房维护。顾客说出过敏原后，菜单里含有该成分的菜会被标出来：

\`\`\`json
{ "table": 12, "allergies": ["花生", "虾"], "kids": 1 }
\`\`\`

> 过敏信息最终由服务员当面确认一次，系统只做提醒，不替代人工。

## 结果

等位期间离开的客人明显减少，服务员也能把更多时间留给店内的餐桌。`,
    views: 1420,
    favorites: 198,
    ageHours: 170,
  },
  {
    cover: 'demo-xky-gym.svg',
    title: 'A Gym Coach That Watches Your Form',
    intro:
      'A camera beside the squat rack counts reps and warns about risky form, so trainers can look after more members at once.',
    categories: [6, 5],
    url: 'https://example.com/stores/form-coach',
    content: `## The problem

A gym floor at 7 pm has one trainer for forty members. Most injuries come from small form mistakes nobody had time to correct.

## How it works

1. A member taps their card at the station and picks an exercise
2. The camera tracks joint positions, not faces, and counts reps
3. A short spoken cue corrects form: *"knees out"*, *"slow down"*
4. The session summary goes to the member's app and, if they agree, to their trainer

## What members get

- Rep counts and rest timers without touching a phone
- A weekly progress chart
- Form notes to discuss with a trainer

## Privacy by design

| Data | Kept? |
| --- | --- |
| Video | No: processed on the device, never stored |
| Joint positions | Only for the current set |
| Rep counts and notes | Yes, in the member's account |`,
    views: 1150,
    favorites: 221,
    ageHours: 110,
  },
  {
    cover: 'demo-xky-bookshop.svg',
    title: '书店 AI 荐书台',
    intro:
      '读者说出最近喜欢的一本书或一种心情，荐书台给出店内有货的三本书，并告诉你它们在哪个书架。',
    categories: [1, 5],
    content: `## 场景

“有没有类似这本的书？”是书店里最常被问到的问题。荐书台让读者随时可以问，店员不在身边也行。

## 怎么用

1. 读者输入或说出一本喜欢的书、一个主题，或者一种心情
2. 荐书台只在**店内有货**的书里挑选三本
3. 每本书附上一句推荐理由和所在书架编号

## 背后的做法

- 书目和库存每晚同步
- 推荐理由来自店员写的荐书卡片，而不是凭空生成
- 店员可以把某本书设为“本周主推”

> 机器负责“找”，店员负责“荐”：荐书台的每一句推荐语都出自店员之手。`,
    views: 760,
    favorites: 134,
    ageHours: 60,
  },
  {
    cover: 'demo-xky-carwash.svg',
    title: 'Car Wash Check-in by Licence Plate',
    intro:
      'The camera reads the plate, the screen greets returning customers, suggests the usual wash and flags scratches before the wash starts.',
    categories: [8],
    url: 'https://example.com/stores/plate-check-in',
    content: `## The problem

Queues at the entrance, customers repeating what they want every visit, and arguments about whether a scratch was there before the wash.

## The flow

1. The camera reads the licence plate as the car arrives
2. Returning customers see their usual programme and loyalty balance
3. Photos of all four sides are taken and checked for visible damage
4. The customer confirms on the screen and the wash starts

## Results after two months

- Check-in time down from about two minutes to thirty seconds
- Damage disputes almost disappeared: both sides see the same photos
- Members use their loyalty points more often

## Good to know

- Photos are kept for seven days, then deleted
- Customers can always check in at the desk instead`,
    views: 540,
    favorites: 77,
    ageHours: 18,
  },
];
