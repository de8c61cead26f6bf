extension BuiltinCategories {
    /// Words in a payee or note that say plainly what a row is, and the default category (by alias)
    /// each means: Chinese and English merchants and words, as statements write them (ASCII in any
    /// case; one in letters or digits matches whole words only, see ``KeywordMatcher``).
    ///
    /// A keyword counts only for rows of its category's type (工资 for income, 外卖 for expenses). Of
    /// several found, the longest wins (京东到家 over 京东), then the one listed first: the lists go
    /// from the most telling to the least (rent before a mere transfer).
    static let keywords: [(alias: String, words: [String])] = [
        (
            "housing",
            [
                "房租", "租金", "房东", "物业", "电费", "水费", "燃气", "暖气", "国家电网", "RENT", "LANDLORD",
                "MORTGAGE", "UTILITIES", "ELECTRIC",
            ]
        ),
        (
            "medical",
            [
                "医院", "诊所", "药房", "药店", "医药", "药", "PHARMACY", "CVS", "WALGREENS", "CLINIC", "HOSPITAL",
                "DENTAL",
            ]
        ),
        (
            "transport",
            [
                "地铁", "公交", "滴滴", "打车", "出租车", "高铁", "12306", "铁路", "哈啰", "加油", "中国石化",
                "中国石油", "停车", "高速", "UBER", "LYFT", "DIDI", "SHELL", "CHEVRON", "EXXON", "EXXONMOBIL", "GAS",
                "PARKING",
                "TRANSIT", "TFL",
            ]
        ),
        (
            "daily",
            [
                "超市", "便利店", "盒马", "永辉", "沃尔玛", "家乐福", "大润发", "京东到家", "7-ELEVEN", "TRADER JOE",
                "WHOLE FOODS", "WHOLEFDS", "COSTCO", "WALMART", "KROGER", "SAFEWAY", "ALDI", "LIDL", "TESCO",
                "SAINSBURY", "LOBLAWS",
            ]
        ),
        (
            "meals",
            [
                "外卖", "餐", "饭", "美团", "饿了么", "肯德基", "麦当劳", "必胜客", "海底捞", "咖啡", "奶茶",
                "瑞幸", "星巴克", "喜茶", "烧烤", "火锅", "UBER EATS", "UBEREATS", "DOORDASH", "GRUBHUB", "DELIVEROO",
                "KFC",
                "MCDONALD", "STARBUCKS", "CHIPOTLE", "COFFEE", "CAFE", "RESTAURANT", "PIZZA", "BURGER",
                "PRET",
                "TIM HORTONS",
            ]
        ),
        ("topup", ["话费", "流量", "中国移动", "中国联通", "中国电信", "VERIZON", "T-MOBILE"]),
        (
            "online",
            ["淘宝", "天猫", "京东", "拼多多", "唯品会", "闲鱼", "AMAZON", "AMZN", "EBAY", "ALIEXPRESS", "TEMU"]
        ),
        (
            "fun",
            [
                "电影", "影城", "影院", "爱奇艺", "腾讯视频", "优酷", "哔哩哔哩", "网易云音乐", "KTV", "NETFLIX",
                "SPOTIFY", "CINEMA", "STEAM", "DISNEY", "HULU",
            ]
        ),
        ("clothing", ["优衣库", "UNIQLO", "ZARA", "H&M"]),
        ("digital", ["APPLE STORE", "BEST BUY"]),
        ("sports", ["健身", "游泳", "GYM", "FITNESS"]),
        ("study", ["学费", "培训", "书店", "TUITION", "COURSERA", "UDEMY"]),
        ("travel", ["酒店", "携程", "飞猪", "机票", "航空", "HOTEL", "AIRBNB", "EXPEDIA", "AIRLINES"]),
        ("pets", ["宠物", "PETCO", "PETSMART"]),
        ("baby", ["母婴", "奶粉", "尿不湿", "孩子王"]),
        ("beauty", ["美发", "理发", "美容", "美甲", "SALON", "BARBER", "SEPHORA"]),
        ("produce", ["水果", "果蔬", "菜市场"]),
        ("transfer", ["转账", "汇款", "ZELLE", "VENMO", "CREDIT CRD"]),
        ("salary", ["工资", "薪资", "PAYROLL", "SALARY"]),
        ("bonus", ["奖金", "年终奖", "BONUS"]),
        ("parttime", ["兼职", "劳务费", "稿费"]),
        ("reimburse", ["报销", "REIMBURSEMENT"]),
        ("investment", ["利息", "结息", "收益", "分红", "INTEREST", "DIVIDEND"]),
        ("redpacket", ["红包"]),
    ]
}
