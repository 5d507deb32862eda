import Arrange
print(ViewLayout(Text("Hello")).size)
