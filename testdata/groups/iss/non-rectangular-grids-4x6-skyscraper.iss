.Shape~4x6.Skyscraper~C1~1~4.Skyscraper~C2~2~3.Skyscraper~C3~3~.Skyscraper~C4~3~2.Skyscraper~C5~2~.Skyscraper~C6~1~.Skyscraper~R4~4~
